import createError from 'http-errors';

/** An error's words when nothing more specific is said (every /api error leaves with a message). */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Permintaan tidak valid.',
  401: 'Anda belum login atau sesi Anda telah berakhir.',
  403: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
  404: 'Endpoint tidak ditemukan.',
  405: 'Metode tidak diizinkan untuk endpoint ini.',
  413: 'Data yang dikirim terlalu besar.',
  415: 'Format data tidak didukung.',
  429: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  500: 'Terjadi kesalahan pada server.',
};
export const messageFor = (status: number) =>
  STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : STATUS_MESSAGES[400]);

/**
 * Errors a service throws to answer with a clear 4xx. They are http-errors instances, so Strapi's
 * error middleware keeps their status; middlewares/api-errors.ts shapes them as { message, ...details }.
 */
export const httpError = (status: number, message: string, details: Record<string, unknown> = {}) =>
  createError(status, message, { details, expose: true });

export const badRequest = (message: string, details?: Record<string, unknown>) => httpError(400, message, details);
export const unauthorized = (message = messageFor(401)) => httpError(401, message);
export const forbidden = (message = messageFor(403)) => httpError(403, message);
export const notFound = (message = 'Data tidak ditemukan.') => httpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => httpError(409, message, details);
export const tooManyRequests = (message: string, retryAfter: number) => httpError(429, message, { retryAfter });
