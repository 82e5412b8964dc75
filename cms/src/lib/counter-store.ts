import { AsyncResource } from 'node:async_hooks';
import { RateLimiterMemory, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window counters (login lockout, rate limits, port-scan windows, per-user and chat limits) kept by one
 * rate-limiter-flexible limiter: Redis when REDIS_URL is set (shared-counter-store.ts), memory otherwise. Limits and
 * windows differ per caller, so the limiter only counts (`penalty` with the caller's window, starting at a key's first
 * count) and each caller compares the count with its own limit.
 */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** The whole seconds until a window resets, at least 1: what a refusal's Retry-After says. */
export const secondsUntil = (resetAt: number, now = Date.now()): number =>
  Math.max(1, Math.ceil((resetAt - now) / 1000));

/** One counter that a reservation must find below its limit. */
interface ReserveSlot {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** `granted`: every slot was below its limit and is counted up; otherwise none stays counted. Windows in slot order. */
interface Reservation {
  granted: boolean;
  windows: WindowCount[];
}

export type Limiter = Pick<RateLimiterAbstract, 'penalty' | 'reward' | 'get' | 'delete'>;

const windowOf = (res: RateLimiterRes): WindowCount => ({
  count: res.consumedPoints,
  resetAt: Date.now() + res.msBeforeNext,
});

/**
 * The async context the counters work in: this module's, never a request's. The memory store starts a timer per key
 * (and the Redis store's fallback too); made in a request's context, the timer would hold that request (Strapi keeps
 * it in an AsyncLocalStorage: its body, response and socket) until the key's window ends, up to 15 minutes, and a
 * flood from many addresses would exhaust the heap.
 */
const counters = new AsyncResource('counter-store');
const outsideRequests = <T>(work: () => Promise<T>): Promise<T> => counters.runInAsyncScope(work);

export class CounterStore {
  constructor(private readonly limiter: Limiter) {}

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    return windowOf(await outsideRequests(() => this.limiter.penalty(key, 1, { customDuration: windowSeconds })));
  }

  async peek(key: string): Promise<WindowCount | null> {
    const res = await outsideRequests(() => this.limiter.get(key));
    return res && res.msBeforeNext > 0 ? windowOf(res) : null;
  }

  async reset(key: string): Promise<void> {
    await outsideRequests(() => this.limiter.delete(key));
  }

  /**
   * When every slot is below its limit, counts each up by one; otherwise leaves the counts as they were. Slot by slot:
   * a slot found over its limit gives back its count and those before it; the slots after it are only read. So of
   * concurrent callers the first `limit` always pass and none beyond (a refusal may meet a count another refused caller
   * is about to give back: stricter, never looser). Not RateLimiterUnion: it gives nothing back.
   */
  async reserve(slots: readonly ReserveSlot[]): Promise<Reservation> {
    const windows: WindowCount[] = [];
    for (const [i, slot] of slots.entries()) {
      const hit = await this.increment(slot.key, slot.windowSeconds);
      windows.push(hit);
      if (hit.count <= slot.limit) continue;
      await this.release(slots.slice(0, i + 1).map((s) => s.key));
      const after = await Promise.all(slots.slice(i + 1).map((s) => this.peek(s.key)));
      const before = windows.map((w) => ({ ...w, count: w.count - 1 }));
      return { granted: false, windows: [...before, ...after.map((w) => w ?? { count: 0, resetAt: Date.now() })] };
    }
    return { granted: true, windows };
  }

  /** Gives one count back on each key; a window that ended meanwhile is not reopened with a negative count. */
  async release(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        if ((await outsideRequests(() => this.limiter.reward(key, 1))).consumedPoints < 0) await this.reset(key);
      }),
    );
  }
}

/**
 * RateLimiterMemory keeps each key until its window ends (~470 bytes with its timer). A client rotating its address
 * (an IPv6 /64 holds 2^64) makes a key per request, so at maxKeys live keys a tenth is dropped: the least counted,
 * oldest first. A key a flood makes holds one count; a window counted up (a locked account, a client near its limit)
 * goes last, so a flood is no way to clear a lockout. The library has no such bound: this reads its storage (the
 * 'stay bounded' tests fail if an upgrade renames it).
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  constructor(private readonly maxKeys = 100_000) {
    super({ points: 1, duration: 60 }); // required by the library, unused: callers pass their window and limit
  }

  penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    const { _memoryStorage: memory } = this as unknown as {
      _memoryStorage: { _storage: Map<string, { value: number }>; delete(key: string): boolean };
    };
    if (memory._storage.size >= this.maxKeys)
      [...memory._storage]
        .map(([key, record], age) => ({ key, count: record.value, age }))
        .sort((a, b) => a.count - b.count || a.age - b.age)
        .slice(0, Math.ceil(this.maxKeys / 10))
        .forEach(({ key }) => memory.delete(key));
    return super.penalty(...args);
  }
}

/** Counters of this process only. */
export const memoryCounterStore = () => new CounterStore(new BoundedMemoryLimiter());
