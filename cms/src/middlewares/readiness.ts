import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { presentsMetricsToken } from '../lib/observability/metrics-token';
import { readiness } from '../lib/observability/readiness';

/**
 * GET /_ready: 200 when this replica can serve (its database answers), 503 when it cannot or is stopping; each
 * dependency's state and reasons only for the operator presenting METRICS_TOKEN.
 *
 * GET /_health, the liveness probe, is never a 5xx (a supervisor must not restart a process whose database is away):
 * 204 while the database answers, else 200 `{ status: 'live', database: 'down' }` (/_ready's cached check). Answered
 * ahead of every middleware that may need the database.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const probe = ctx.method === 'GET' || ctx.method === 'HEAD' ? ctx.path : '';
    if (probe === '/_health') {
      const { checks } = await readiness(strapi);
      ctx.set('Cache-Control', 'no-store');
      if (checks.database === 'up') ctx.status = 204;
      else ctx.body = { status: 'live', database: checks.database };
      return;
    }
    if (probe !== '/_ready') return next();
    const answer = await readiness(strapi);
    ctx.status = answer.status === 'ready' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentsMetricsToken(ctx.get('authorization')) ? answer : { status: answer.status };
  };
