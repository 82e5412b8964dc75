import { secondsUntil } from '../../lib/counter-store';
import type { Protection } from '../types';
import { tooManyRequests } from '../refusals';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Fixed windows on /api, shared through Redis when set. A request with a live staff session is counted
 * for its account (STAFF_RATE_LIMIT_MAX per STAFF_RATE_LIMIT_WINDOW_SECONDS), every other one for its
 * client IP (API_RATE_LIMIT_MAX per API_RATE_LIMIT_WINDOW_SECONDS): colleagues behind one NAT address
 * never share a budget with each other or with that address's visitors. Every session of an account
 * shares the account's budget, an unknown cookie is counted for its IP, and signing in is an anonymous
 * request of its IP — so rotating sessions buys no extra requests.
 */
export const apiRateLimit: Protection = {
  flag: 'apiRateLimitEnabled',
  name: 'api-rate-limit',
  async check(ctx, { clientIp, counters, settings, sessionUserId }) {
    if (!isApiPath(ctx.path)) return null;
    const userId = await sessionUserId();
    const { max, windowSeconds } = userId === null ? settings.apiRateLimit : settings.staffRateLimit;
    const key = userId === null ? `rl:api:${clientIp}` : `rl:user:${userId}`;
    const hit = await counters.increment(key, windowSeconds);
    const reset = secondsUntil(hit.resetAt);
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    ctx.set('RateLimit-Reset', String(reset));
    if (hit.count <= max) return null;
    return tooManyRequests(ctx, clientIp, max, windowSeconds, reset, userId === null ? 'IP' : 'account');
  },
};
