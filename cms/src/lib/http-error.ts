import createError from 'http-errors';

/**
 * Errors a service throws to answer with a clear 4xx. They are http-errors instances, so Strapi's
 * error middleware keeps their status; middlewares/api-errors.ts shapes them as { message, ...details }.
 */
export const httpError = (status: number, message: string, details: Record<string, unknown> = {}) =>
  createError(status, message, { details, expose: true });

export const badRequest = (message: string, details?: Record<string, unknown>) => httpError(400, message, details);
export const unauthorized = (message = 'Anda belum login atau sesi Anda telah berakhir.') => httpError(401, message);
export const forbidden = (message = 'Anda tidak memiliki izin untuk melakukan tindakan ini.') =>
  httpError(403, message);
export const notFound = (message = 'Data tidak ditemukan.') => httpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => httpError(409, message, details);
export const tooManyRequests = (message: string, retryAfter: number) => httpError(429, message, { retryAfter });
