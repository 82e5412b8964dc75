import { countedClient } from '../../lib/client-ip';
import type { Context } from 'koa';
import type { Protection } from '../types';
import { overloaded } from '../refusals';
import { inFlight } from '../in-flight';

const HELD = 'ddosSlotRelease';

/**
 * Files of the Strapi admin panel and of its develop-mode Vite server: static and cheap, and in develop
 * mode answered by Vite itself, which ends the response without ever returning to the middleware chain.
 */
const ADMIN_ASSET = /^\/admin(\/|$)/;
const DEV_SERVER_ASSET = /^\/(@vite|@fs|@id|@react-refresh|node_modules\/\.vite|__vite)(\/|$)/;
const isUncountedAsset = (ctx: Pick<Context, 'method' | 'path'>) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && (ADMIN_ASSET.test(ctx.path) || DEV_SERVER_ASSET.test(ctx.path));

/**
 * Caps concurrent requests per client IP and in total; over either cap the request gets 503 at once. A slot is given
 * back exactly once, at the first of: the response finished or its connection closed, or `settle` (run in the
 * protections' `finally`). Either alone can be missing: a handler that ends the response itself may never return to
 * the chain, and a socket taken over by an upgrade never finishes a response.
 */
export const ddosProtection: Protection = {
  flag: 'ddosProtectionEnabled',
  name: 'ddos',
  async check(ctx, { clientIp, settings }) {
    if (isUncountedAsset(ctx)) return null;
    const { maxPerIp, maxTotal, retryAfterSeconds } = settings.ddos;
    const client = countedClient(clientIp);
    const refused = inFlight.acquire(client, maxPerIp, maxTotal);
    if (refused === 'ip') return overloaded(ctx, clientIp, 'too-many-concurrent-requests', maxPerIp, retryAfterSeconds);
    if (refused === 'total') return overloaded(ctx, clientIp, 'server-overloaded', maxTotal, retryAfterSeconds);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      inFlight.release(client);
      ctx.res?.off?.('finish', release);
      ctx.res?.off?.('close', release);
    };
    ctx.res?.once?.('finish', release);
    ctx.res?.once?.('close', release);
    ctx.state[HELD] = release;
    return null;
  },
  settle(ctx) {
    const release = ctx.state[HELD] as (() => void) | undefined;
    delete ctx.state[HELD];
    release?.();
  },
};
