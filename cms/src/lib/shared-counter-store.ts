import Redis from 'ioredis';
import { appConfig } from '../config/app-config';
import { MemoryCounterStore, type CounterStore } from './counter-store';
import { RedisCounterStore, type StoreLog } from './redis-counter-store';

let store: CounterStore | undefined;

const log: StoreLog = {
  warn: (m) => (globalThis.strapi?.log ?? console).warn(m),
  info: (m) => (globalThis.strapi?.log ?? console).info(m),
};

/**
 * The one counter store of this process (rate limits, port-scan windows, login lockout, per-user
 * limits): Redis when REDIS_URL is set, so several cms instances share their counts; memory otherwise.
 */
export function sharedCounterStore(): CounterStore {
  if (store) return store;
  if (!appConfig.redisUrl) {
    store = new MemoryCounterStore();
    return store;
  }
  const redis = new Redis(appConfig.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => undefined); // reported once per outage by the store itself
  store = new RedisCounterStore(redis, appConfig.redisKeyPrefix, new MemoryCounterStore(), log);
  return store;
}

/** At start-up: the shared store's first connection, so the first requests do not count as an outage. */
export async function connectSharedCounterStore(timeoutMs: number) {
  const current = sharedCounterStore();
  if (!(current instanceof RedisCounterStore)) return;
  await current.connected(timeoutMs);
}

/** Readiness: null without Redis; otherwise throws when Redis does not answer. */
export async function pingSharedCounterStore(): Promise<'up' | null> {
  const current = sharedCounterStore();
  if (!(current instanceof RedisCounterStore)) return null;
  await current.ping();
  return 'up';
}

export async function closeSharedCounterStore() {
  if (store instanceof RedisCounterStore) await store.close();
  store = undefined;
}
