import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../counter-store';
import { LoginLockout } from '../login-lockout';

const rules = { ipMaxFailures: 3, ipWindowSeconds: 60, accountMaxFailures: 5, accountWindowSeconds: 900 };
const setup = () => {
  let now = 1_000_000;
  const clock = () => now;
  const lockout = new LoginLockout(new MemoryCounterStore(clock), rules, clock);
  return { lockout, advance: (ms: number) => (now += ms) };
};

describe('LoginLockout', () => {
  it('locks an IP at its limit and reports the seconds until the window ends', async () => {
    const { lockout, advance } = setup();
    expect((await lockout.recordFailure('1.1.1.1', 'a')).locked).toBe(false);
    advance(10_000);
    await lockout.recordFailure('1.1.1.1', 'b');
    const third = await lockout.recordFailure('1.1.1.1', 'c');
    expect(third).toEqual({ locked: true, retryAfter: 50 });
    expect((await lockout.status('2.2.2.2', 'a')).locked).toBe(false);
    advance(50_001);
    expect((await lockout.status('1.1.1.1', 'a')).locked).toBe(false);
  });

  it('locks an account across IPs, case-insensitively', async () => {
    const { lockout } = setup();
    for (let i = 0; i < 5; i += 1) await lockout.recordFailure(`10.0.0.${i}`, i % 2 ? 'Owner' : 'owner ');
    expect(await lockout.status('9.9.9.9', 'OWNER')).toEqual({ locked: true, retryAfter: 900 });
  });

  it('a success clears the account counter but not the IP counter', async () => {
    const { lockout } = setup();
    await lockout.recordFailure('1.1.1.1', 'a');
    await lockout.recordFailure('1.1.1.1', 'a');
    await lockout.recordSuccess('a');
    expect((await lockout.recordFailure('1.1.1.1', 'a')).locked).toBe(true);
  });
});

describe('MemoryCounterStore', () => {
  it('stays bounded', async () => {
    const store = new MemoryCounterStore(Date.now, 100);
    for (let i = 0; i < 1000; i += 1) await store.increment(`k${i}`, 60);
    expect((store as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
  });
});
