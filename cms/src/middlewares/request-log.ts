import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { clientIp, currentAuth } from '../lib/request-context';
import { requestIdFrom } from '../lib/observability/request-id';
import { refusalOf, setRequestId } from '../lib/observability/request-notes';
import { recordRequest } from '../lib/observability/metrics';

// Probes poll these every few seconds; their lines are kept for debugging only.
const PROBES = new Set(['/_health', '/_ready']);

const matchedRoute = (ctx: Context): string | undefined =>
  (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute?.toString();

/** A bounded label for metrics: the router's pattern, or the kind of path when no route matched. */
const metricsRoute = (ctx: Context, route: string | undefined, cache: string | undefined): string => {
  if (route) return route;
  if (cache === 'HIT') return '(front cache)';
  if (PROBES.has(ctx.path)) return ctx.path;
  const first = ctx.path.split('/')[1] ?? '';
  return ['api', 'admin', 'uploads', 'content-manager', 'upload'].includes(first) ? `/${first}/*` : '(site)';
};

/**
 * One log line per request, written when the answer has been sent (or the client went away): request id, client
 * IP, signed-in user, route pattern, status, duration, and the refusal when a protection or limit turned it away.
 * The id comes from X-Request-Id when a proxy sent a plausible one, and is always sent back in X-Request-Id.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(ctx.get('x-request-id') || undefined);
    setRequestId(ctx, requestId);
    // Set on the raw response so answers written straight to the socket (front-cache hits) carry it too.
    ctx.res.setHeader('X-Request-Id', requestId);
    const ip = clientIp(ctx);

    const write = (aborted: boolean) => {
      const status = ctx.res.statusCode;
      const refusal = refusalOf(ctx);
      const route = matchedRoute(ctx);
      const cache = ctx.res.getHeader('x-cache') as string | undefined;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const fields = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        route,
        status,
        durationMs: Math.round(seconds * 1e5) / 100,
        ip,
        userId: currentAuth(ctx)?.userId,
        cache,
        aborted: aborted || undefined,
        refusal,
      };
      const level = status >= 500 ? 'error' : refusal ? 'warn' : PROBES.has(ctx.path) ? 'debug' : 'info';
      recordRequest({
        method: ctx.method,
        route: metricsRoute(ctx, route, cache),
        status,
        seconds,
        cache,
        refusal: refusal?.kind,
      });
      strapi.log.log(level, `${ctx.method} ${ctx.path} ${status}${aborted ? ' (client went away)' : ''}`, fields);
    };
    let written = false;
    const once = (aborted: boolean) => {
      if (written) return;
      written = true;
      write(aborted);
    };
    ctx.res.once('finish', () => once(false));
    ctx.res.once('close', () => once(!ctx.res.writableFinished));
    await next();
  };
