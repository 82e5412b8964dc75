/**
 * Fixed-window counters, used for login lockout, the rate limits, the port-scan windows and the
 * per-user and chat limits. The interface is async because the process's store
 * (shared-counter-store.ts) is RedisCounterStore when REDIS_URL is set, shared by every cms
 * instance, and this in-memory one otherwise (also Redis's fallback while Redis cannot answer).
 */
export interface WindowCount {
  count: number;
  resetAt: number;
}

export interface CounterStore {
  increment(key: string, windowSeconds: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
}

/** Counters of this process only; at maxKeys it drops expired windows, then the oldest live ones. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, WindowCount>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (this.windows.size >= this.maxKeys) this.sweep(now);
    const fresh = { count: 1, resetAt: now + windowSeconds * 1000 };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const current = this.windows.get(key);
    if (!current) return null;
    if (current.resetAt <= this.now()) {
      this.windows.delete(key);
      return null;
    }
    return { ...current };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest ones rather than grow without bound.
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess > 0) [...this.windows.keys()].slice(0, excess).forEach((k) => this.windows.delete(k));
  }
}
