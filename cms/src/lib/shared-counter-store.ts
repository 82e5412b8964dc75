import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { appConfig } from '../config/app-config';
import { BoundedMemoryLimiter, CounterStore, memoryCounterStore, type Limiter } from './counter-store';

interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

/** An answer Redis gave when asked again, or null: this instance's memory answers instead. */
type AskAgain = <T>(ask: (redis: Limiter) => Promise<T>) => Promise<{ answer: T } | null>;

/**
 * The library's insuranceLimiter, handed the calls Redis failed. With Redis connected that is almost always a timeout
 * that ran out while this event loop was busy, the command applied in Redis all along; counting it in memory from zero
 * let a stall open the login lockout, so it is asked of Redis once more: a count is taken again (maybe twice: stricter,
 * never looser), a read or delete repeated, a count given back not. Memory answers only while Redis is down or does
 * not answer that second time.
 */
class Insurance extends BoundedMemoryLimiter {
  constructor(
    private readonly askAgain: AskAgain,
    private readonly redisAnswering: () => boolean,
  ) {
    super();
  }
  async penalty(...args: Parameters<BoundedMemoryLimiter['penalty']>) {
    const again = await this.askAgain((redis) => redis.penalty(...args));
    return again ? again.answer : super.penalty(...args);
  }
  async get(...args: Parameters<BoundedMemoryLimiter['get']>) {
    const again = await this.askAgain((redis) => redis.get(...args));
    return again ? again.answer : super.get(...args);
  }
  async delete(...args: Parameters<BoundedMemoryLimiter['delete']>) {
    const again = await this.askAgain((redis) => redis.delete(...args));
    return again ? again.answer : super.delete(...args);
  }
  async reward(...args: Parameters<BoundedMemoryLimiter['reward']>) {
    return this.redisAnswering() ? new RateLimiterRes(0, 0, 0, false) : super.reward(...args);
  }
}

/**
 * Counters in Redis, shared by every cms instance with the same REDIS_URL and key prefix. A call Redis cannot answer
 * is served by this instance's memory (logged once per outage): an outage degrades limits instead of failing requests.
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
    const options = { storeClient: redis, keyPrefix: prefix.replace(/:$/, ''), points: 1, duration: 60 }; // the library adds the ':'
    const direct = new RateLimiterRedis(options);
    const insuranceLimiter = new Insurance(
      (ask) => this.askAgain(direct, ask),
      () => this.redis.status === 'ready' && !this.degraded,
    );
    this.store = new CounterStore(new RateLimiterRedis({ ...options, insuranceLimiter }));
    redis.on('error', (err: Error) => (this.lastError = err.message));
    redis.on('ready', () => this.recovered());
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

  /** A call Redis failed, asked of it once more (see Insurance); null once that fails too, or while it is down. */
  private async askAgain<T>(direct: Limiter, ask: (redis: Limiter) => Promise<T>): Promise<{ answer: T } | null> {
    if (this.redis.status !== 'ready') {
      this.declareOutage(this.lastError);
      return null;
    }
    if (this.degraded) {
      this.confirmRecovery();
      return null;
    }
    try {
      return { answer: await ask(direct) };
    } catch (err) {
      this.declareOutage(err instanceof Error ? err.message : String(err));
      return null;
    }
  }

  /** Connected but not answering: a ping in the background ends the outage once Redis answers it. */
  private confirmRecovery() {
    if (this.confirming) return;
    this.confirming = true;
    this.redis
      .ping()
      .then(
        () => this.recovered(),
        () => undefined,
      )
      .finally(() => (this.confirming = false));
  }

  private recovered() {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info('Redis counters reachable again; shared counting resumed.');
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

/** The one counter store of this process: Redis when REDIS_URL is set (instances share counts), memory otherwise. */
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

/** Readiness: throws when Redis (REDIS_URL) does not answer. */
export async function pingSharedCounterStore() {
  sharedCounterStore();
  await redisCounters?.ping();
}

export async function closeSharedCounterStore() {
  await redisCounters?.close();
  store = undefined;
  redisCounters = undefined;
}
