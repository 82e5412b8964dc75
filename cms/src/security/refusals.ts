import type { Context } from 'koa';
import { ERROR_TEXTS, rateLimitText, windowText, type LimitCounted, type RequestLimit } from '@hmti/contract';
import { errorObject } from '../lib/error-object';
import type { Refusal } from './types';

const requestDetails = (ctx: Context, ip: string) => ({ path: ctx.path, method: ctx.method, ip });

/** 403 from the security system; details.reason says which rule refused. */
export function suspicious(ctx: Context, ip: string, reason: string, extra: Record<string, unknown> = {}): Refusal {
  const retryAfter = typeof extra.retryAfter === 'number' ? extra.retryAfter : undefined;
  return {
    status: 403,
    error: errorObject(403, ERROR_TEXTS[403].title, ERROR_TEXTS[403].message, ERROR_TEXTS[403].help, {
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
  requests: { reason: 'rate-limit', what: undefined, help: ERROR_TEXTS[429].help },
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
      ERROR_TEXTS[429].title,
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
    error: errorObject(503, ERROR_TEXTS[503].title, ERROR_TEXTS[503].message, ERROR_TEXTS[503].help, {
      reason,
      maxConnections,
      retryAfter,
      ...requestDetails(ctx, ip),
    }),
    headers: { 'Retry-After': String(retryAfter) },
  };
}
