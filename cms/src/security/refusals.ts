import type { Context } from 'koa';
import {
  ERROR_TEXTS,
  rateLimitText,
  windowText,
  type ErrorTexts,
  type LimitCounted,
  type RequestLimit,
} from '@hmti/contract';
import { errorObject } from '../lib/error-object';
import type { Refusal } from './types';

const requestDetails = (ctx: Context, ip: string) => ({ path: ctx.path, method: ctx.method, ip });

/** A refusal with the error object of its status; Retry-After when its details name a wait. */
function refusal(status: 403 | 429 | 503, details: Record<string, unknown>, texts: ErrorTexts = ERROR_TEXTS[status]) {
  const { retryAfter } = details;
  return {
    status,
    error: errorObject(status, texts.title, texts.message, texts.help, details),
    headers: typeof retryAfter === 'number' && retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
  } satisfies Refusal;
}

/** 403 from the security system; details.reason says which rule refused. */
export const suspicious = (ctx: Context, ip: string, reason: string, extra: Record<string, unknown> = {}): Refusal =>
  refusal(403, { reason, ...requestDetails(ctx, ip), ...extra });

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
  const details = { reason, limit, window: windowText(windowSeconds), retryAfter, ...requestDetails(ctx, ip) };
  // The wait is said by whoever shows the refusal: the error page's countdown, a toast.
  const message = rateLimitText({ max: limit, windowSeconds }, counted, what);
  return refusal(429, details, { title: ERROR_TEXTS[429].title, message, help });
}

export const overloaded = (
  ctx: Context,
  ip: string,
  reason: string,
  maxConnections: number,
  retryAfter: number,
): Refusal => refusal(503, { reason, maxConnections, retryAfter, ...requestDetails(ctx, ip) });
