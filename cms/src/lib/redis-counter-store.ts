import type Redis from 'ioredis';
import type { CounterStore, ReserveSlot, Reservation, WindowCount } from './counter-store';

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

// All-or-nothing over several keys in one script (atomic in Redis): when any key is at its limit (ARGV: limit, window
// in ms per key) nothing is counted; otherwise every key is counted up. Returns granted (1/0), then count and ttl per key.
const RESERVE = `
local out = {0}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then count = 0 end
  if count >= tonumber(ARGV[2 * i - 1]) then
    for j, k in ipairs(KEYS) do
      local c = tonumber(redis.call('GET', k) or '0')
      local t = redis.call('PTTL', k)
      if t < 0 then c = 0; t = 0 end
      table.insert(out, c)
      table.insert(out, t)
    end
    return out
  end
end
out[1] = 1
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('SET', key, 1, 'PX', ARGV[2 * i])
    count = 1
    ttl = tonumber(ARGV[2 * i])
  end
  table.insert(out, count)
  table.insert(out, ttl)
end
return out`;

const RELEASE = `
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 and redis.call('PTTL', key) > 0 then redis.call('DECR', key) end
end
return 1`;

type Scripted = Redis & {
  counterIncrement(key: string, windowMs: number): Promise<[number, number]>;
  counterPeek(key: string): Promise<[number, number] | null>;
  counterReserve(...args: Array<string | number>): Promise<number[]>;
  counterRelease(...args: Array<string | number>): Promise<number>;
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
  private confirming = false;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly fallback: CounterStore,
    private readonly log: StoreLog,
    private readonly now: () => number = Date.now,
  ) {
    redis.defineCommand('counterIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis.defineCommand('counterPeek', { numberOfKeys: 1, lua: PEEK });
    redis.defineCommand('counterReserve', { lua: RESERVE });
    redis.defineCommand('counterRelease', { lua: RELEASE });
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

  async reserve(slots: readonly ReserveSlot[]): Promise<Reservation> {
    try {
      const keys = slots.map((slot) => this.prefix + slot.key);
      const args = slots.flatMap((slot) => [slot.limit, slot.windowSeconds * 1000]);
      const reply = (await this.redis.counterReserve(keys.length, ...keys, ...args)).map(Number);
      const now = this.now();
      return {
        granted: reply[0] === 1,
        windows: slots.map((_, i) => ({ count: reply[1 + 2 * i], resetAt: now + reply[2 + 2 * i] })),
      };
    } catch (err) {
      this.outage(err);
      return this.fallback.reserve(slots);
    }
  }

  async release(keys: readonly string[]): Promise<void> {
    try {
      await this.redis.counterRelease(keys.length, ...keys.map((k) => this.prefix + k));
    } catch (err) {
      this.outage(err);
      await this.fallback.release(keys);
    }
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
        this.outage(new Error(`no connection within ${timeoutMs} ms of starting`));
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

  private outage(err: unknown) {
    if (this.degraded || this.confirming) return;
    if (this.redis.status === 'ready') {
      // Connected, yet the command failed: usually a timeout whose timer ran before its answer was read because the
      // event loop was busy (start-up work, a long synchronous task), with Redis answering all along. Only a ping
      // that fails too makes it an outage. (This one call was served from memory either way.)
      this.confirming = true;
      this.redis
        .ping()
        .then(
          () => undefined,
          () => this.declareOutage(err),
        )
        .finally(() => (this.confirming = false));
      return;
    }
    this.declareOutage(err);
  }

  private declareOutage(err: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn(
      `Redis counters unavailable (${err instanceof Error ? err.message : String(err)}); counting in this instance's memory until Redis answers again.`,
    );
  }
}
