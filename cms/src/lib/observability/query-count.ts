import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import once from 'lodash/once';

/** SQL statements run on behalf of one request (a diagnostic: QUERY_COUNT_HEADER=true, never in production). */
const requestQueries = new AsyncLocalStorage<{ count: number }>();
const countEachQuery = once((strapi: Core.Strapi) =>
  strapi.db.connection.on('query', () => {
    const current = requestQueries.getStore();
    if (current) current.count += 1;
  }),
);

/** Runs `handle` and answers how many SQL statements it ran. */
export async function countQueries(strapi: Core.Strapi, handle: () => Promise<unknown>): Promise<number> {
  countEachQuery(strapi);
  const counter = { count: 0 };
  await requestQueries.run(counter, handle);
  return counter.count;
}

/**
 * Runs a load that refills a cache every request reads (the site settings, the protection switches) outside the count
 * of the request that happened to find it expired: its statement serves all of them, and whether a given request
 * pays for it depends on the clock and on other requests' writes, not on what that request asked for.
 */
export const sharedCacheLoad = <T>(load: () => Promise<T>): Promise<T> => requestQueries.exit(load);
