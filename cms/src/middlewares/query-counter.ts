import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { countQueries } from '../lib/observability/query-count';

/**
 * Diagnostics for tests and profiling (QUERY_COUNT_HEADER=true, never in production): counts the
 * SQL statements a request runs and reports them in the X-Query-Count response header.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!appConfig.queryCountHeader) return (_ctx: Context, next: Next) => next();
  return async (ctx: Context, next: Next) => {
    ctx.set('X-Query-Count', String(await countQueries(strapi, next)));
  };
};
