import { describe, expect, it } from 'vitest';
import { applyMasterSwitch, PROTECTION_FLAGS, type ProtectionSwitches } from '../index.js';

const all = (on: boolean) =>
  Object.fromEntries(['allEnabled', ...PROTECTION_FLAGS].map((f) => [f, on])) as ProtectionSwitches;

describe('applyMasterSwitch', () => {
  it('turning the master off or on sets all eight', () => {
    expect(applyMasterSwitch(all(true), { allEnabled: false })).toEqual(all(false));
    expect(applyMasterSwitch(all(false), { allEnabled: true })).toEqual(all(true));
  });
  it('mixed flags turn the master off; all equal makes it follow', () => {
    const mixed = applyMasterSwitch(all(true), { dnsLayerProtectionEnabled: false });
    expect(mixed.allEnabled).toBe(false);
    expect(mixed.apiRateLimitEnabled).toBe(true);
    expect(applyMasterSwitch(mixed, { dnsLayerProtectionEnabled: true }).allEnabled).toBe(true);
    const allOffOneByOne = PROTECTION_FLAGS.reduce((s, f) => applyMasterSwitch(s, { [f]: false }), all(true));
    expect(allOffOneByOne).toEqual(all(false));
  });
  it('an unchanged master with changed flags follows the flags', () => {
    expect(applyMasterSwitch(all(false), { allEnabled: false, apiRateLimitEnabled: true })).toMatchObject({
      allEnabled: false,
      apiRateLimitEnabled: true,
    });
  });
});
