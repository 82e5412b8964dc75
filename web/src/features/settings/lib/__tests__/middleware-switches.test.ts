import { describe, expect, it } from 'vitest';
import { applyMasterSwitch, PROTECTION_FLAGS } from '@hmti/contract';
import { enabledCount, type MiddlewareFlags } from '../middleware-switches';

const all = (on: boolean) =>
  ({ allEnabled: on, ...Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, on])) }) as MiddlewareFlags;

describe('middleware master switch', () => {
  it('turns the master off when the flags are mixed', () => {
    const next = applyMasterSwitch(all(true), { ddosProtectionEnabled: false });
    expect(next.allEnabled).toBe(false);
    expect(next.ddosProtectionEnabled).toBe(false);
    expect(enabledCount(next)).toBe(7);
  });

  it('follows the flags when all eight become equal', () => {
    let state = applyMasterSwitch(all(true), { apiProtectionEnabled: false });
    state = applyMasterSwitch(state, { apiProtectionEnabled: true });
    expect(state.allEnabled).toBe(true);
    let off = all(false);
    off = applyMasterSwitch(off, { apiRateLimitEnabled: true });
    expect(off.allEnabled).toBe(false);
    expect(applyMasterSwitch(off, { apiRateLimitEnabled: false })).toEqual(all(false));
  });

  it('ignores an unchanged master value and keeps other fields', () => {
    const withMeta = { ...all(true), ddosProtectionEnabled: false, allEnabled: false, updatedBy: 'owner' };
    const next = applyMasterSwitch(withMeta, { allEnabled: false });
    expect(next.updatedBy).toBe('owner');
    expect(enabledCount(next)).toBe(7);
  });
});
