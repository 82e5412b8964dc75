import type { Context } from 'koa';
import { rateLimitText, windowText, type LimitCounted, type RequestLimit } from '@hmti/contract';
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

/** The limit's text with the wait, for answers that carry no countdown of their own. */
export const rateLimitedMessage = (limit: RequestLimit, counted: LimitCounted, retryAfter: number, what?: string) =>
  `${rateLimitText(limit, counted, what)} Coba lagi dalam ${retryAfter} detik.`;

/** What a 429 limits: the requests to /api (api-rate-limit), or the pages the server renders (page-render-limit). */
const LIMITED = {
  requests: { reason: 'rate-limit', what: undefined, help: 'Tunggu hingga hitung mundur selesai, lalu coba lagi.' },
  pages: {
    reason: 'page-render-limit',
    what: 'halaman',
    help: 'Tunggu hingga hitung mundur selesai, lalu muat ulang halaman.',
  },
};

export function tooManyRequests(
  ctx: Context,
  ip: string,
  limit: number,
  windowSeconds: number,
  retryAfter: number,
  counted: LimitCounted = 'IP',
  of: keyof typeof LIMITED = 'requests',
): Refusal {
  const { reason, what, help } = LIMITED[of];
  return {
    status: 429,
    error: errorObject(
      429,
      'Terlalu Banyak Permintaan',
      // The wait is said by whoever shows the refusal: the error page's countdown, a toast.
      rateLimitText({ max: limit, windowSeconds }, counted, what),
      help,
      { reason, limit, window: windowText(windowSeconds), retryAfter, ...requestDetails(ctx, ip) },
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
