import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { readiness } from '../lib/observability/readiness';

/**
 * GET /_ready: 200 with the state of each dependency when this instance can serve, 503 when one is down or the
 * instance is stopping. /_health stays the liveness probe (the process answers at all).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.path !== '/_ready' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answer = await readiness(strapi);
    ctx.status = answer.status === 'ready' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };
