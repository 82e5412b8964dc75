import { countedClient } from '../../../lib/client-ip';
import once from 'lodash/once';
import { secondsUntil, type CounterStore } from '../../../lib/counter-store';

/** N messages per minute, counted per visitor and per client (countedClient; either over the limit refuses). */
export class ChatRateLimit {
  constructor(
    private readonly store: CounterStore,
    private readonly perMinute: number,
  ) {}

  async hit(visitorId: string, ip: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
    const keys = [`chat:v:${visitorId}`, `chat:ip:${countedClient(ip)}`];
    const windows = await Promise.all(keys.map((key) => this.store.increment(key, 60)));
    const over = windows.filter((w) => w.count > this.perMinute);
    if (!over.length) return { allowed: true };
    return { allowed: false, retryAfter: secondsUntil(Math.max(...over.map((w) => w.resetAt))) };
  }
}

/** At most `max` tasks at once; beyond that tryAcquire answers null instead of queueing without bound. */
export class Semaphore {
  private active = 0;

  constructor(private readonly max: number) {}

  tryAcquire(): (() => void) | null {
    if (this.active >= this.max) return null;
    this.active += 1;
    return once(() => {
      this.active -= 1;
    });
  }

  get inUse() {
    return this.active;
  }
}

/** Runs tasks of the same key one after another (a visitor's messages must not overwrite each other). */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined); // never rejects: the task after a failed one still runs
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  get size() {
    return this.tails.size;
  }
}
