import type { Context, Next } from 'koa';
import { appConfig } from '../config/app-config';
import { metricsText } from '../lib/observability/metrics';
import { presentsMetricsToken } from '../lib/observability/metrics-token';

/**
 * Prometheus scrape endpoint (METRICS_PATH, default /_metrics), only when METRICS_ENABLED; it answers only a
 * scraper presenting `Authorization: Bearer <METRICS_TOKEN>`. Disabled, the path is an ordinary unknown page.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!appConfig.metrics.enabled || ctx.path !== appConfig.metrics.path || ctx.method !== 'GET') return next();
  ctx.set('Cache-Control', 'no-store');
  if (!presentsMetricsToken(ctx.get('authorization'))) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
    ctx.body = { message: 'Metrics need the bearer token (METRICS_TOKEN).' };
    return;
  }
  const metrics = await metricsText();
  if (!metrics) return next();
  ctx.type = metrics.contentType;
  ctx.body = metrics.body;
};
