import type { Protection } from '../types';
import { suspicious } from '../refusals';
import { isApiPath } from './api-rate-limit';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says a request comes from: Origin, else the Referer's origin. */
export function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  try {
    const claimed = new URL(origin || referer || '').origin;
    return claimed === 'null' ? null : claimed;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for the cookie session: a state-changing /api call must come from one of the site's
 * own origins (PUBLIC_URL, CORS_ORIGINS). Browsers send Origin on such requests, so a missing or
 * foreign origin is refused. Non-browser clients must send an Origin header of the site.
 */
export const apiProtection: Protection = {
  flag: 'apiProtectionEnabled',
  name: 'api-protection',
  async check(ctx, { clientIp, settings }) {
    if (!STATE_CHANGING.has(ctx.method) || !isApiPath(ctx.path)) return null;
    const origin = requestOrigin(ctx.get('origin'), ctx.get('referer'));
    if (origin && settings.allowedOrigins.includes(origin)) return null;
    return suspicious(ctx, clientIp, origin ? 'cross-origin-request' : 'missing-origin', { origin: origin ?? null });
  },
};
