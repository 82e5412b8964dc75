import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatDateLong, formatDateTime } from '../dates';

describe('Indonesian dates', () => {
  it('formats a long date', () => {
    expect(formatDateLong('2026-11-08')).toBe('8 November 2026');
    expect(formatDateLong('2026-08-17T10:00:00.000Z', 'UTC')).toBe('17 Agustus 2026');
  });

  it('formats a date with its time', () => {
    expect(formatDateTime('2026-11-08T14:30:00.000Z', 'UTC')).toBe('8 November 2026, 14.30');
    expect(formatDateAndTime('2026-11-08', '14:30')).toBe('8 November 2026, 14:30');
    expect(formatDateAndTime('2026-11-08', '')).toBe('8 November 2026');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateLong(undefined)).toBe('');
    expect(formatDateLong('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
