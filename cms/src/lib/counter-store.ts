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

/** One counter that a reservation must find below its limit. */
export interface ReserveSlot {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** `granted`: every slot was below its limit and has been counted up; otherwise none was. Windows in slot order. */
export interface Reservation {
  granted: boolean;
  windows: WindowCount[];
}

export interface CounterStore {
  increment(key: string, windowSeconds: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  /** Atomically: when every slot is below its limit, count each up by one; otherwise change nothing. */
  reserve(slots: readonly ReserveSlot[]): Promise<Reservation>;
  /** Gives one count back on each key that still has a live window (never below 0, the window's end unchanged). */
  release(keys: readonly string[]): Promise<void>;
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

  // No await between the check and the counting: one turn of the event loop, so concurrent calls cannot interleave.
  async reserve(slots: readonly ReserveSlot[]): Promise<Reservation> {
    const now = this.now();
    const live = slots.map((slot) => {
      const w = this.windows.get(slot.key);
      return w && w.resetAt > now ? w : null;
    });
    if (slots.some((slot, i) => (live[i]?.count ?? 0) >= slot.limit)) {
      return { granted: false, windows: live.map((w) => (w ? { ...w } : { count: 0, resetAt: now })) };
    }
    const windows = slots.map((slot, i) => {
      const w = live[i];
      if (w) {
        w.count += 1;
        return { ...w };
      }
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      const fresh = { count: 1, resetAt: now + slot.windowSeconds * 1000 };
      this.windows.set(slot.key, fresh);
      return { ...fresh };
    });
    return { granted: true, windows };
  }

  async release(keys: readonly string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count > 0) w.count -= 1;
    }
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest ones rather than grow without bound.
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess > 0) [...this.windows.keys()].slice(0, excess).forEach((k) => this.windows.delete(k));
  }
}
