import { describe, expect, it } from 'vitest';
import { PERIOD_EXISTS } from '@hmti/contract';
import { periodInputError, suggestNextPeriod } from '../period-input';

const FORMAT = 'Period harus berformat YYYY-YYYY, misalnya 2026-2027.';
const END_YEAR = 'Period harus berakhir satu tahun setelah tahun awalnya.';

describe('periodInputError', () => {
  it('accepts YYYY-YYYY whose end is start + 1 (trimmed)', () => {
    expect(periodInputError('2026-2027')).toBeNull();
    expect(periodInputError('  2030-2031 ')).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(periodInputError('')).toBe('Period wajib diisi.');
    expect(periodInputError('   ')).toBe('Period wajib diisi.');
    expect(periodInputError('2026/2027')).toBe(FORMAT);
    expect(periodInputError('26-27')).toBe(FORMAT);
    expect(periodInputError('2026-20277')).toBe(FORMAT);
    expect(periodInputError('2026-2028')).toBe(END_YEAR);
    expect(periodInputError('2026-2026')).toBe(END_YEAR);
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
