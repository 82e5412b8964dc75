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

describe('MemoryCounterStore', () => {
  it('stays bounded', async () => {
    const store = new MemoryCounterStore(Date.now, 100);
    for (let i = 0; i < 1000; i += 1) await store.increment(`k${i}`, 60);
    expect((store as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
  });
});
