import { AsyncLocalStorage } from 'async_hooks';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';

/**
 * Diagnostics for tests and profiling (QUERY_COUNT_HEADER=true, never in production): counts the
 * SQL statements a request runs and reports them in the X-Query-Count response header.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!appConfig.queryCountHeader) return (_ctx: Context, next: Next) => next();
  const requests = new AsyncLocalStorage<{ count: number }>();
  let listening = false;
  return async (ctx: Context, next: Next) => {
    if (!listening) {
      strapi.db.connection.on('query', () => {
        const current = requests.getStore();
        if (current) current.count += 1;
      });
      listening = true;
    }
    const counter = { count: 0 };
    await requests.run(counter, next);
    ctx.set('X-Query-Count', String(counter.count));
  };
};
