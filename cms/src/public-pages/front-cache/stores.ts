import { appConfig } from '../../config/app-config';
import { FrontCacheStore } from './store';

let stores: { api: FrontCacheStore; pages: FrontCacheStore } | undefined;

/**
 * The process's kept answers: API reads and rendered public pages (also kept stale, FRONT_CACHE_STALE_HOURS). Filled
 * by global::front-cache from the full chain's answers, read by it and by the answers before Koa (early-answers.ts).
 */
export const frontCacheStores = () =>
  (stores ??= {
    // API reads are never answered stale: the app shows its own error state, and writes need a live database.
    api: new FrontCacheStore({ ...appConfig.frontCache, staleMs: 0 }),
    // A page's last good copy is answered while the database is down (global::front-cache).
    pages: new FrontCacheStore(appConfig.frontCache),
  });
