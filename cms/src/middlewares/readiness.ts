import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { presentsMetricsToken } from '../lib/observability/metrics-token';
import { readiness } from '../lib/observability/readiness';

/**
 * GET /_ready: 200 when this replica can serve (its database answers), 503 when it cannot or is stopping. Everyone
 * gets the status; the state of each dependency, with reasons, only the operator presenting METRICS_TOKEN.
 * /_health stays the liveness probe (the process answers at all).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.path !== '/_ready' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answer = await readiness(strapi);
    ctx.status = answer.status === 'ready' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentsMetricsToken(ctx.get('authorization')) ? answer : { status: answer.status };
  };
