import { countedClient } from '../../lib/client-ip';
import { secondsUntil } from '../../lib/counter-store';
import type { Protection } from '../types';
import { tooManyRequests } from '../refusals';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Fixed windows on /api, shared through Redis when set. A live staff session is counted for its account
 * (STAFF_RATE_LIMIT_*), every other request for its client IP (API_RATE_LIMIT_*), so colleagues behind one NAT
 * address never share a budget. All sessions of an account share its budget, and an unknown cookie or a sign-in
 * counts for its IP, so rotating sessions buys no extra requests.
 */
export const apiRateLimit: Protection = {
  flag: 'apiRateLimitEnabled',
  name: 'api-rate-limit',
  async check(ctx, { clientIp, counters, settings, sessionUserId }) {
    if (!isApiPath(ctx.path)) return null;
    const userId = await sessionUserId();
    const { max, windowSeconds } = userId === null ? settings.apiRateLimit : settings.staffRateLimit;
    const key = userId === null ? `rl:api:${countedClient(clientIp)}` : `rl:user:${userId}`;
    const hit = await counters.increment(key, windowSeconds);
    const reset = secondsUntil(hit.resetAt);
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    ctx.set('RateLimit-Reset', String(reset));
    if (hit.count <= max) return null;
    return tooManyRequests(ctx, clientIp, max, windowSeconds, reset, userId === null ? 'IP' : 'account');
  },
};
