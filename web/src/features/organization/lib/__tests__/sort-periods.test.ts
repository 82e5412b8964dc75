import { describe, expect, it } from 'vitest';
import { sortPeriodsNewestFirst } from '../sort-periods';

describe('sortPeriodsNewestFirst', () => {
  it('sorts by start year, newest first', () => {
    expect(sortPeriodsNewestFirst(['2023-2024', '2025-2026', '2024-2025'])).toEqual([
      '2025-2026',
      '2024-2025',
      '2023-2024',
    ]);
  });

  it('compares years as numbers and puts unreadable periods last', () => {
    expect(sortPeriodsNewestFirst(['lama', '999-1000', '2024-2025'])).toEqual(['2024-2025', '999-1000', 'lama']);
  });

  it('does not change its input', () => {
    const input = ['2024-2025', '2025-2026'];
    sortPeriodsNewestFirst(input);
    expect(input).toEqual(['2024-2025', '2025-2026']);
  });
});
