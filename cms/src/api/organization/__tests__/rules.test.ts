import { describe, expect, it } from 'vitest';
import { isValidPeriod } from '@hmti/contract';

describe('organisation rules', () => {
  it('periods are YYYY-YYYY with end = start + 1', () => {
    expect(isValidPeriod('2025-2026')).toBe(true);
    expect(isValidPeriod('2025-2027')).toBe(false);
    expect(isValidPeriod('25-26')).toBe(false);
    expect(isValidPeriod(2025)).toBe(false);
  });
});
