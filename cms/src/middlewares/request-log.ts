import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import once from 'lodash/once';
import { clientIp, currentAuth } from '../lib/request-context';
import { requestIdOf } from '../lib/observability/request-id';
import { refusalOf, setRequestId } from '../lib/observability/request-notes';
import { requestLineWriter } from '../lib/observability/request-line';

const matchedRoute = (ctx: Context): string | undefined =>
  (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute?.toString();

/**
 * One log line per request, written when the answer has been sent (or the client went away): request id, client
 * IP, signed-in user, route pattern, status, duration, and the refusal when a protection or limit turned it away.
 * The id comes from X-Request-Id when a trusted proxy sent a plausible one, and is always sent back in X-Request-Id.
 * (Front-cache hits answered before Koa write the same line themselves: src/public-pages/front-cache/early-answers.ts.)
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const writeLine = requestLineWriter(strapi);
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(ctx);
    setRequestId(ctx, requestId);
    // Set on the raw response so answers written straight to the socket (front-cache hits) carry it too.
    ctx.res.setHeader('X-Request-Id', requestId);
    const ip = clientIp(ctx);

    const writeOnce = once((aborted: boolean) =>
      writeLine({
        requestId,
        method: ctx.method,
        path: ctx.path,
        route: matchedRoute(ctx),
        status: ctx.res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        ip,
        userId: currentAuth(ctx)?.userId,
        cache: ctx.res.getHeader('x-cache') as string | undefined,
        aborted,
        refusal: refusalOf(ctx),
      }),
    );
    ctx.res.once('finish', () => writeOnce(false));
    ctx.res.once('close', () => writeOnce(!ctx.res.writableFinished));
    await next();
  };
};
