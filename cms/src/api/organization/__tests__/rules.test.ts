import { describe, expect, it } from 'vitest';
import { isValidPeriod } from '@hmti/contract';
import { normalisePositions } from '../services/organization-admin';

describe('organisation rules', () => {
  it('periods are YYYY-YYYY with end = start + 1', () => {
    expect(isValidPeriod('2025-2026')).toBe(true);
    expect(isValidPeriod('2025-2027')).toBe(false);
    expect(isValidPeriod('25-26')).toBe(false);
    expect(isValidPeriod(2025)).toBe(false);
  });
  it('positions are trimmed, checked and renumbered 1..n in order', () => {
    expect(normalisePositions([{ name: ' B ', order: 3 }, { name: 'A', order: 1 }, 'C'])).toEqual([
      { name: 'C', order: 1 },
      { name: 'A', order: 2 },
      { name: 'B', order: 3 },
    ]);
    expect(() => normalisePositions([{ name: '' }])).toThrow('Nama jabatan tidak boleh kosong.');
    expect(() => normalisePositions(['X', 'x'])).toThrow(/Nama jabatan tidak boleh sama/);
    expect(() => normalisePositions('nope')).toThrow();
  });
});
