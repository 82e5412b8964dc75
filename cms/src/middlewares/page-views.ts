import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { pageViewCounter } from '../api/analytics/lib/count-page-view';

/** Counts views of the public pages the chain answers (src/api/analytics/lib/count-page-view.ts; kept pages answered by global::front-cache are counted there). */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const count = pageViewCounter(strapi);
  return async (ctx: Context, next: Next) => {
    await next();
    count(ctx, ctx.status, String(ctx.response.get('content-type')));
  };
};
