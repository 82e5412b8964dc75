import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoundedMemoryLimiter, CounterStore, memoryCounterStore } from '../counter-store';
import { LoginLockout } from '../login-lockout';

// The counters' windows run on the clock and timers, both faked so the tests can jump over them.
beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

const rules = { ipMaxFailures: 3, ipWindowSeconds: 60, accountMaxFailures: 5, accountWindowSeconds: 900 };
const setup = () => ({
  lockout: new LoginLockout(memoryCounterStore(), rules),
  advance: (ms: number) => vi.advanceTimersByTime(ms),
});

describe('LoginLockout', () => {
  it('grants an IP its limit of attempts, then refuses with the seconds until the window ends', async () => {
    const { lockout, advance } = setup();
    expect(await lockout.begin('1.1.1.1', 'a')).toEqual({ granted: true });
    advance(10_000);
    expect((await lockout.begin('1.1.1.1', 'b')).granted).toBe(true);
    expect((await lockout.begin('1.1.1.1', 'c')).granted).toBe(true);
    expect(await lockout.begin('1.1.1.1', 'd')).toEqual({ granted: false, retryAfter: 50, exhausted: ['ip'] });
    expect((await lockout.begin('2.2.2.2', 'a')).granted).toBe(true);
    advance(50_001);
    expect((await lockout.begin('1.1.1.1', 'a')).granted).toBe(true);
  });

  it('limits an account across IPs, case-insensitively', async () => {
    const { lockout } = setup();
    for (let i = 0; i < 5; i += 1) await lockout.begin(`10.0.0.${i}`, i % 2 ? 'Owner' : 'owner ');
    expect(await lockout.begin('9.9.9.9', 'OWNER')).toEqual({
      granted: false,
      retryAfter: 900,
      exhausted: ['account'],
    });
  });

  it('grants exactly the limit to a concurrent burst, and a refused attempt counts nothing', async () => {
    const { lockout } = setup();
    const burst = await Promise.all(Array.from({ length: 50 }, () => lockout.begin('1.1.1.1', 'victim')));
    expect(burst.filter((a) => a.granted)).toHaveLength(3);
    // The refused 47 did not count against the account: two more IPs still get the account's remaining 2.
    expect((await lockout.begin('2.2.2.2', 'victim')).granted).toBe(true);
    expect((await lockout.begin('3.3.3.3', 'victim')).granted).toBe(true);
    expect((await lockout.begin('4.4.4.4', 'victim')).granted).toBe(false);
  });

  it('a success gives back only its own attempt: failures of the window stay counted', async () => {
    const { lockout } = setup();
    await lockout.begin('1.1.1.1', 'a');
    await lockout.begin('1.1.1.1', 'a');
    expect((await lockout.begin('1.1.1.1', 'a')).granted).toBe(true);
    await lockout.succeeded('1.1.1.1', 'a');
    expect((await lockout.begin('1.1.1.1', 'a')).granted).toBe(true);
    expect((await lockout.begin('1.1.1.1', 'a')).granted).toBe(false);
  });
});

describe('LoginLockout with a back-off', () => {
  const backoffRules = {
    ipMaxFailures: 100,
    ipWindowSeconds: 300,
    accountMaxFailures: 5,
    accountWindowSeconds: 300,
    backoff: { maxWindowSeconds: 1200, memorySeconds: 86_400 },
  };

  it('doubles the account window after each filled block, up to the cap, and forgets the strikes later', async () => {
    const lockout = new LoginLockout(memoryCounterStore(), backoffRules, 'two-factor');
    const wrongBlock = async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await lockout.begin('1.1.1.1', 'user:1')).granted).toBe(true);
        await lockout.failed('1.1.1.1', 'user:1');
      }
      return lockout.begin('1.1.1.1', 'user:1');
    };
    expect(await wrongBlock()).toMatchObject({ granted: false, retryAfter: 300, exhausted: ['account'] });
    vi.advanceTimersByTime(300_001);
    expect(await wrongBlock()).toMatchObject({ granted: false, retryAfter: 600 });
    vi.advanceTimersByTime(600_001);
    expect(await wrongBlock()).toMatchObject({ granted: false, retryAfter: 1200 });
    vi.advanceTimersByTime(1_200_001);
    expect(await wrongBlock()).toMatchObject({ granted: false, retryAfter: 1200 });
    // Another account is not slowed down.
    expect((await lockout.begin('2.2.2.2', 'user:2')).granted).toBe(true);
    vi.advanceTimersByTime(86_400_000);
    expect(await wrongBlock()).toMatchObject({ granted: false, retryAfter: 300 });
  });

  it('a right guess within a block is no strike; concurrent failures that fill a window make one strike', async () => {
    const lockout = new LoginLockout(memoryCounterStore(), backoffRules, 'two-factor');
    for (let i = 0; i < 4; i += 1) {
      await lockout.begin('1.1.1.1', 'user:1');
      await lockout.failed('1.1.1.1', 'user:1');
    }
    await lockout.begin('1.1.1.1', 'user:1');
    await lockout.succeeded('1.1.1.1', 'user:1');
    vi.advanceTimersByTime(300_001);
    await Promise.all(Array.from({ length: 5 }, () => lockout.begin('1.1.1.1', 'user:1')));
    await Promise.all(Array.from({ length: 5 }, () => lockout.failed('1.1.1.1', 'user:1')));
    expect(await lockout.begin('1.1.1.1', 'user:1')).toMatchObject({ granted: false, retryAfter: 300 });
    vi.advanceTimersByTime(300_001);
    for (let i = 0; i < 5; i += 1) await lockout.begin('1.1.1.1', 'user:1');
    expect(await lockout.begin('1.1.1.1', 'user:1')).toMatchObject({ granted: false, retryAfter: 600 });
  });
});

describe('the memory counters', () => {
  it('stay bounded: at their key limit the oldest windows are dropped', async () => {
    const limiter = new BoundedMemoryLimiter(100);
    const store = new CounterStore(limiter);
    for (let i = 0; i < 1000; i += 1) await store.increment(`k${i}`, 60);
    expect(limiter.dump().storage.length).toBeLessThanOrEqual(100);
    expect((await store.peek('k999'))?.count).toBe(1);
    expect(await store.peek('k0')).toBeNull();
  });

  it('at their key limit, a window counted up (a locked account) outlives the keys one request each made', async () => {
    const limiter = new BoundedMemoryLimiter(100);
    const store = new CounterStore(limiter);
    for (let i = 0; i < 5; i += 1) await store.increment('account:locked', 900);
    for (let i = 0; i < 1000; i += 1) await store.increment(`k${i}`, 60);
    expect(limiter.dump().storage.length).toBeLessThanOrEqual(100);
    expect((await store.peek('account:locked'))?.count).toBe(5);
  });

  it("keep no request alive for a window: a key's timer is made outside the counting request's context", async () => {
    vi.useRealTimers();
    // Strapi keeps each request in an AsyncLocalStorage; a timer made in its context holds the request for the window.
    const requests = new AsyncLocalStorage<object>();
    const request = { body: 'a whole request, with its socket' };
    const storesOfTimers: unknown[] = [];
    const hook = createHook({
      init: (_id, type) => void (type === 'Timeout' && storesOfTimers.push(requests.getStore())),
    }).enable();
    try {
      await requests.run(request, () => memoryCounterStore().increment('k', 60));
    } finally {
      hook.disable();
    }
    expect(storesOfTimers.length).toBeGreaterThan(0);
    expect(storesOfTimers).not.toContain(request);
  });
});
