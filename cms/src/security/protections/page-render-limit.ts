import { countedClient } from '../../lib/client-ip';
import { wasRendered } from '../../public-pages/ssr/render-mark';
import { isRenderedPath } from '../../lib/spa-routes';
import { secondsUntil } from '../../lib/counter-store';
import { tooManyRequests } from '../refusals';
import type { Protection } from '../types';

const HELD = 'pageRenderCount';

/**
 * Fixed windows on the pages the server renders (isRenderedPath), under the API Rate Limit switch:
 * PAGE_RENDER_LIMIT_MAX per PAGE_RENDER_LIMIT_WINDOW_SECONDS per client IP, or per account for a live staff session.
 * Kept pages never get here (global::front-cache answers them first); a count is reserved before the page is made, so
 * a burst cannot exceed the limit, and an answer not rendered after all (a redirect, a staff screen) gives it back.
 */
export const pageRenderLimit: Protection = {
  flag: 'apiRateLimitEnabled',
  name: 'page-render-limit',
  async check(ctx, { clientIp, counters, settings, sessionUserId }) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isRenderedPath(ctx.path)) return null;
    const userId = await sessionUserId();
    const key = userId === null ? `rl:page:${countedClient(clientIp)}` : `rl:page:user:${userId}`;
    const { max, windowSeconds } = settings.pageRenderLimit;
    const { granted, windows } = await counters.reserve([{ key, limit: max, windowSeconds }]);
    if (!granted) {
      return tooManyRequests(
        ctx,
        clientIp,
        max,
        windowSeconds,
        secondsUntil(windows[0].resetAt),
        userId === null ? 'IP' : 'account',
        'pages',
      );
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
