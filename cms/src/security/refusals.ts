import type { Context } from 'koa';
import { errorObject } from '../lib/error-object';
import type { Refusal } from './types';

const requestDetails = (ctx: Context, ip: string) => ({ path: ctx.path, method: ctx.method, ip });

export const SUSPICIOUS = {
  title: 'Akses Ditolak',
  message: 'Sistem keamanan mendeteksi aktivitas mencurigakan dari permintaan Anda.',
  help: 'Jika Anda merasa ini keliru, tunggu sebentar lalu coba lagi, atau hubungi pengurus.',
};

/** 403 from the security system; details.reason says which rule refused. */
export function suspicious(ctx: Context, ip: string, reason: string, extra: Record<string, unknown> = {}): Refusal {
  const retryAfter = typeof extra.retryAfter === 'number' ? extra.retryAfter : undefined;
  return {
    status: 403,
    error: errorObject(403, SUSPICIOUS.title, SUSPICIOUS.message, SUSPICIOUS.help, {
      reason,
      ...requestDetails(ctx, ip),
      ...extra,
    }),
    headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
  };
}

export const windowText = (seconds: number) =>
  seconds === 60 ? '1 minute' : seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;

export function tooManyRequests(
  ctx: Context,
  ip: string,
  limit: number,
  windowSeconds: number,
  retryAfter: number,
  counted: 'IP' | 'account' = 'IP',
): Refusal {
  const window = windowText(windowSeconds);
  const per = windowSeconds === 60 ? 'minute' : window;
  return {
    status: 429,
    error: errorObject(
      429,
      'Terlalu Banyak Permintaan',
      `Batas permintaan terlampaui (${limit} requests per ${per} per ${counted}).`,
      'Tunggu hingga hitung mundur selesai, lalu coba lagi.',
      { reason: 'rate-limit', limit, window, retryAfter, ...requestDetails(ctx, ip) },
    ),
    headers: { 'Retry-After': String(retryAfter) },
  };
}

export function overloaded(
  ctx: Context,
  ip: string,
  reason: string,
  maxConnections: number,
  retryAfter: number,
): Refusal {
  return {
    status: 503,
    error: errorObject(
      503,
      'Layanan Sementara Tidak Tersedia',
      'Server sedang menerima beban tinggi.',
      'Coba lagi dalam beberapa saat.',
      {
        reason,
        maxConnections,
        retryAfter,
        ...requestDetails(ctx, ip),
      },
    ),
    headers: { 'Retry-After': String(retryAfter) },
  };
}
