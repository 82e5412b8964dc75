import { appConfig } from '../../config/app-config';
import { FrontCacheStore } from './store';

let stores: { api: FrontCacheStore; pages: FrontCacheStore } | undefined;

/**
 * The process's kept answers: API reads and rendered public pages. Filled by global::front-cache from the full
 * chain's answers, read by it and by the answers written before Koa (early-answers.ts).
 */
export const frontCacheStores = () =>
  (stores ??= { api: new FrontCacheStore(appConfig.frontCache), pages: new FrontCacheStore(appConfig.frontCache) });
