import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { appConfig } from '../config/app-config';
import { BoundedMemoryLimiter, CounterStore, memoryCounterStore } from './counter-store';

export interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

/** The library's insuranceLimiter: it serves exactly the calls Redis failed, so it is where an outage shows. */
class Insurance extends BoundedMemoryLimiter {
  constructor(private readonly served: () => void) {
    super();
  }
  penalty(...args: Parameters<BoundedMemoryLimiter['penalty']>) {
    this.served();
    return super.penalty(...args);
  }
  reward(...args: Parameters<BoundedMemoryLimiter['reward']>) {
    this.served();
    return super.reward(...args);
  }
  get(...args: Parameters<BoundedMemoryLimiter['get']>) {
    this.served();
    return super.get(...args);
  }
  delete(...args: Parameters<BoundedMemoryLimiter['delete']>) {
    this.served();
    return super.delete(...args);
  }
}

/**
 * Counters in Redis (RateLimiterRedis), shared by every cms instance using the same REDIS_URL and key prefix. A call
 * Redis cannot answer is served by this instance's memory (its insuranceLimiter), logged once per outage, so an
 * outage degrades limits to per-instance counting instead of failing requests.
 */
export class RedisCounters {
  readonly store: CounterStore;
  private degraded = false;
  private confirming = false;
  private lastError = 'not connected';

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly log: StoreLog,
  ) {
    const insuranceLimiter = new Insurance(() => this.outage());
    const keyPrefix = prefix.replace(/:$/, ''); // the library adds the ':'
    this.store = new CounterStore(
      new RateLimiterRedis({ storeClient: redis, keyPrefix, points: 1, duration: 60, insuranceLimiter }),
    );
    redis.on('error', (err: Error) => (this.lastError = err.message));
    redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      this.log.info('Redis counters reachable again; shared counting resumed.');
    });
  }

  /**
   * Waits (at most timeoutMs) for the first connection. Commands fail at once while Redis is still connecting (no
   * offline queue), so serving before this would report a start-up as an outage. False: not reachable yet.
   */
  async connected(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => {
        this.declareOutage(`no connection within ${timeoutMs} ms of starting`);
        done(false);
      }, timeoutMs);
      this.redis.once('ready', onReady);
    });
  }

  /** Whether Redis answers right now (readiness). */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private outage() {
    if (this.degraded || this.confirming) return;
    if (this.redis.status !== 'ready') return this.declareOutage(this.lastError);
    // Connected, yet the command failed: usually a timeout whose timer ran before its answer was read because the
    // event loop was busy (start-up work, a long synchronous task), with Redis answering all along. Only a ping
    // that fails too makes it an outage. (This one call was served from memory either way.)
    this.confirming = true;
    this.redis
      .ping()
      .then(
        () => undefined,
        (err: Error) => this.declareOutage(err.message),
      )
      .finally(() => (this.confirming = false));
  }

  private declareOutage(reason: string) {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn(
      `Redis counters unavailable (${reason}); counting in this instance's memory until Redis answers again.`,
    );
  }
}

let store: CounterStore | undefined;
let redisCounters: RedisCounters | undefined;

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
  if (!appConfig.redisUrl) return (store = memoryCounterStore());
  const redis = new Redis(appConfig.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: appConfig.redisCommandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redisCounters = new RedisCounters(redis, appConfig.redisKeyPrefix, log);
  return (store = redisCounters.store);
}

/** At start-up: the shared store's first connection, so the first requests do not count as an outage. */
export async function connectSharedCounterStore(timeoutMs: number) {
  sharedCounterStore();
  await redisCounters?.connected(timeoutMs);
}

/** Readiness: null without Redis; otherwise throws when Redis does not answer. */
export async function pingSharedCounterStore(): Promise<'up' | null> {
  sharedCounterStore();
  if (!redisCounters) return null;
  await redisCounters.ping();
  return 'up';
}

export async function closeSharedCounterStore() {
  await redisCounters?.close();
  store = undefined;
  redisCounters = undefined;
}
