import type { Context } from 'koa';
import { errorObject } from '../../lib/error-object';
import { wasRendered } from '../../public-pages/ssr/render-mark';
import { isRenderedPath } from '../../lib/spa-routes';
import { rateLimitText, windowText, type LimitCounted } from '@hmti/contract';
import type { Protection, Refusal } from '../types';

const HELD = 'pageRenderCount';

function tooManyRenders(
  ctx: Context,
  ip: string,
  limit: number,
  windowSeconds: number,
  retryAfter: number,
  counted: LimitCounted,
): Refusal {
  return {
    status: 429,
    error: errorObject(
      429,
      'Terlalu Banyak Permintaan',
      rateLimitText({ max: limit, windowSeconds }, counted, 'halaman'),
      'Tunggu hingga hitung mundur selesai, lalu muat ulang halaman.',
      {
        reason: 'page-render-limit',
        limit,
        window: windowText(windowSeconds),
        retryAfter,
        path: ctx.path,
        method: ctx.method,
        ip,
      },
    ),
    headers: { 'Retry-After': String(retryAfter) },
  };
}

/**
 * Fixed windows on the pages the server renders (isRenderedPath: the public pages, the sign-in page, the 404 page),
 * under the API Rate Limit switch: PAGE_RENDER_LIMIT_MAX per PAGE_RENDER_LIMIT_WINDOW_SECONDS per client IP, or per account for a live staff session (an unknown cookie
 * counts for its IP). Kept pages never get here (global::front-cache answers them first), so only pages answered
 * afresh take a count — reserved before the page is made, so a burst cannot exceed the limit — and an answer that
 * was not rendered after all (a redirect to the article's address, a staff screen) gives its count back.
 */
export const pageRenderLimit: Protection = {
  flag: 'apiRateLimitEnabled',
  name: 'page-render-limit',
  async check(ctx, { clientIp, counters, settings, sessionUserId }) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isRenderedPath(ctx.path)) return null;
    const userId = await sessionUserId();
    const key = userId === null ? `rl:page:${clientIp}` : `rl:page:user:${userId}`;
    const { max, windowSeconds } = settings.pageRenderLimit;
    const { granted, windows } = await counters.reserve([{ key, limit: max, windowSeconds }]);
    if (!granted) {
      const retryAfter = Math.max(1, Math.ceil((windows[0].resetAt - Date.now()) / 1000));
      return tooManyRenders(ctx, clientIp, max, windowSeconds, retryAfter, userId === null ? 'IP' : 'account');
    }
    ctx.state[HELD] = key;
    return null;
  },
  async settle(ctx, { counters }) {
    const key = ctx.state[HELD] as string | undefined;
    delete ctx.state[HELD];
    if (key && !wasRendered(ctx)) await counters.release([key]);
  },
};
