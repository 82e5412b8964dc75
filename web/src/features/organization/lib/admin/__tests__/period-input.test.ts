import { describe, expect, it } from 'vitest';
import {
  PERIOD_END_YEAR,
  PERIOD_EXISTS,
  PERIOD_FORMAT,
  PERIOD_REQUIRED,
  periodInputError,
  suggestNextPeriod,
} from '../period-input';

describe('periodInputError', () => {
  it('accepts YYYY-YYYY whose end is start + 1 (trimmed)', () => {
    expect(periodInputError('2026-2027')).toBeNull();
    expect(periodInputError('  2030-2031 ')).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(periodInputError('')).toBe(PERIOD_REQUIRED);
    expect(periodInputError('   ')).toBe(PERIOD_REQUIRED);
    expect(periodInputError('2026/2027')).toBe(PERIOD_FORMAT);
    expect(periodInputError('26-27')).toBe(PERIOD_FORMAT);
    expect(periodInputError('2026-20277')).toBe(PERIOD_FORMAT);
    expect(periodInputError('2026-2028')).toBe(PERIOD_END_YEAR);
    expect(periodInputError('2026-2026')).toBe(PERIOD_END_YEAR);
    expect(periodInputError('2025-2026', ['2025-2026'])).toBe(PERIOD_EXISTS);
  });
});

describe('suggestNextPeriod', () => {
  it('follows the newest period, or starts this year', () => {
    expect(suggestNextPeriod(['2024-2025', '2025-2026'])).toBe('2026-2027');
    expect(suggestNextPeriod([], new Date('2031-03-01'))).toBe('2031-2032');
    expect(suggestNextPeriod(['nonsense'], new Date('2031-03-01'))).toBe('2031-2032');
  });
});
