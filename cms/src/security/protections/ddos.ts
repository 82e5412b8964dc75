import type { Protection } from '../types';
import { overloaded } from '../refusals';
import { inFlight } from '../in-flight';

const HELD = 'ddosSlotIp';

/**
 * Caps concurrent requests per client IP and in total (the overload guard); over either cap the
 * request gets 503 at once. A slot taken in check is always given back in settle, which the
 * protections middleware runs in `finally` (answered, refused later, failed or aborted alike).
 */
export const ddosProtection: Protection = {
  flag: 'ddosProtectionEnabled',
  name: 'ddos',
  async check(ctx, { clientIp, settings }) {
    const { maxPerIp, maxTotal, retryAfterSeconds } = settings.ddos;
    const refused = inFlight.acquire(clientIp, maxPerIp, maxTotal);
    if (refused === 'ip') return overloaded(ctx, clientIp, 'too-many-concurrent-requests', maxPerIp, retryAfterSeconds);
    if (refused === 'total') return overloaded(ctx, clientIp, 'server-overloaded', maxTotal, retryAfterSeconds);
    ctx.state[HELD] = clientIp;
    return null;
  },
  settle(ctx) {
    const ip = ctx.state[HELD] as string | undefined;
    if (ip === undefined) return;
    delete ctx.state[HELD];
    inFlight.release(ip);
  },
};
