import type Redis from 'ioredis';
import type { CounterStore, WindowCount } from './counter-store';

// One round trip, atomic: count up, and start the window's expiry when the key is new (or lost it).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

type Scripted = Redis & {
  counterIncrement(key: string, windowMs: number): Promise<[number, number]>;
  counterPeek(key: string): Promise<[number, number] | null>;
};

export interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Fixed-window counters in Redis, shared by every cms instance using the same REDIS_URL and key
 * prefix. When Redis cannot answer, the call is served by the local fallback store (logged once
 * per outage), so an outage degrades limits to per-instance counting instead of failing requests.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Scripted;
  private degraded = false;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly fallback: CounterStore,
    private readonly log: StoreLog,
    private readonly now: () => number = Date.now,
  ) {
    redis.defineCommand('counterIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis.defineCommand('counterPeek', { numberOfKeys: 1, lua: PEEK });
    this.redis = redis as Scripted;
    redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      this.log.info('Redis counters reachable again; shared counting resumed.');
    });
  }

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    try {
      const [count, ttl] = await this.redis.counterIncrement(this.prefix + key, windowSeconds * 1000);
      return { count: Number(count), resetAt: this.now() + Number(ttl) };
    } catch (err) {
      this.outage(err);
      return this.fallback.increment(key, windowSeconds);
    }
  }

  async peek(key: string): Promise<WindowCount | null> {
    try {
      const hit = await this.redis.counterPeek(this.prefix + key);
      if (!hit) return null;
      const ttl = Number(hit[1]);
      return ttl < 0 ? null : { count: Number(hit[0]), resetAt: this.now() + ttl };
    } catch (err) {
      this.outage(err);
      return this.fallback.peek(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (err) {
      this.outage(err);
    }
  }

  async close() {
    this.redis.disconnect();
  }

  private outage(err: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn(
      `Redis counters unavailable (${err instanceof Error ? err.message : String(err)}); counting in this instance's memory until Redis answers again.`,
    );
  }
}
