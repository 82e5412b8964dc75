import type { Protection } from '../types';
import { tooManyRequests } from '../refusals';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Fixed window per client IP on /api (API_RATE_LIMIT_MAX per API_RATE_LIMIT_WINDOW_SECONDS, shared through Redis when set). */
export const apiRateLimit: Protection = {
  flag: 'apiRateLimitEnabled',
  name: 'api-rate-limit',
  async check(ctx, { clientIp, counters, settings }) {
    if (!isApiPath(ctx.path)) return null;
    const { max, windowSeconds } = settings.apiRateLimit;
    const hit = await counters.increment(`rl:api:${clientIp}`, windowSeconds);
    const reset = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    ctx.set('RateLimit-Reset', String(reset));
    return hit.count > max ? tooManyRequests(ctx, clientIp, max, windowSeconds, reset) : null;
  },
};
