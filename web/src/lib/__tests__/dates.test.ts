import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatDateLong, formatDateShort, formatDateTime, formatDateTimeWithZone } from '../dates';

describe('Indonesian dates', () => {
  it('formats a long date', () => {
    expect(formatDateLong('2026-11-08')).toBe('8 November 2026');
    expect(formatDateLong('2026-08-17T10:00:00.000Z', 'UTC')).toBe('17 Agustus 2026');
  });

  it('formats a date with its time', () => {
    expect(formatDateTime('2026-11-08T14:30:00.000Z', 'UTC')).toBe('8 November 2026, 14.30');
    expect(formatDateTime('2026-11-08T14:30:07.000Z', 'UTC', true)).toBe('8 November 2026, 14.30.07');
    expect(formatDateAndTime('2026-11-08', '14:30')).toBe('8 November 2026, 14:30');
    expect(formatDateAndTime('2026-11-08', '')).toBe('8 November 2026');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateLong(undefined)).toBe('');
    expect(formatDateLong('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('matches what Intl writes for id-ID in every month, hour and zone', () => {
    const zones = ['UTC', 'Asia/Jakarta', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    for (let month = 0; month < 12; month += 1) {
      for (const hour of [0, 9, 23]) {
        const moment = new Date(Date.UTC(2026, month, month + 1, hour, month * 5));
        for (const timeZone of zones) {
          const day = new Intl.DateTimeFormat('id-ID', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone,
          }).format(moment);
          const time = new Intl.DateTimeFormat('id-ID', {
            hour: '2-digit',
            minute: '2-digit',
            hour12: false,
            timeZone,
          }).format(moment);
          expect(formatDateLong(moment, timeZone)).toBe(day);
          expect(formatDateTime(moment, timeZone)).toBe(`${day}, ${time}`);
        }
      }
    }
  });

  it("writes moments in the site's zone (Asia/Jakarta) unless another is named, calendar days as written", () => {
    expect(formatDateTime('2026-11-29T06:10:00.000Z')).toBe('29 November 2026, 13.10');
    expect(formatDateLong('2026-01-31T17:30:00.000Z')).toBe('1 Februari 2026');
    expect(formatDateLong('2026-01-31')).toBe('31 Januari 2026');
    expect(formatDateShort('2026-08-05')).toBe('5 Agu');
    expect(formatDateShort('2026-12-31T18:00:00.000Z')).toBe('1 Jan');
  });

  it('matches the short month names Intl writes for id-ID', () => {
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(Date.UTC(2026, month, 10, 5));
      const short = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'Asia/Jakarta' });
      expect(formatDateShort(moment)).toBe(short.format(moment));
    }
  });

  it("names the site's zone after a time (an error page's timestamp)", () => {
    expect(formatDateTimeWithZone('2026-03-01T16:59:30.000Z')).toBe('1 Maret 2026, 23.59 WIB');
    expect(formatDateTimeWithZone('not a date')).toBe('');
  });

  it("reads a zone's midnight as 00, not 24", () => {
    expect(formatDateTime('2026-01-31T17:00:00.000Z', 'Asia/Jakarta')).toBe('1 Februari 2026, 00.00');
  });
});
