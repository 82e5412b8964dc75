import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime, wallDateAndTime } from '../zoned-time';

describe('wall times in the site zone', () => {
  it('reads a wall time in the named zone and writes it back', () => {
    expect(fromWallTime('2030-01-01T09:00', 'Asia/Jakarta')?.toISOString()).toBe('2030-01-01T02:00:00.000Z');
    expect(toWallTime(new Date('2030-01-01T02:00:00Z'), 'Asia/Jakarta')).toBe('2030-01-01T09:00');
    expect(fromWallTime('2030-07-01T09:00', 'Europe/Berlin')?.toISOString()).toBe('2030-07-01T07:00:00.000Z');
    expect(fromWallTime('2030-01-01T09:00', 'Europe/Berlin')?.toISOString()).toBe('2030-01-01T08:00:00.000Z');
  });

  it("splits a moment into the day and the clock time of the zone (a card's date and time)", () => {
    expect(wallDateAndTime('2026-11-29T06:10:00.000Z', 'Asia/Jakarta')).toEqual({ date: '2026-11-29', time: '13:10' });
    expect(wallDateAndTime('2026-11-29T17:30:00.000Z', 'Asia/Jakarta')).toEqual({ date: '2026-11-30', time: '00:30' });
  });

  it('takes a full ISO time with its offset as it is', () => {
    expect(fromWallTime('2030-01-01T09:00:00+07:00', 'Europe/Berlin')?.toISOString()).toBe('2030-01-01T02:00:00.000Z');
    expect(fromWallTime('2030-01-01T02:00:00.000Z', 'Asia/Jakarta')?.toISOString()).toBe('2030-01-01T02:00:00.000Z');
  });

  it('refuses what is no time: words, impossible days and hours, a wall time skipped by a clock change', () => {
    for (const text of ['besok', '', '2030-02-30T10:00', '2030-01-01T24:00', '2030-01-01', '1/1/2030 09:00'])
      expect(fromWallTime(text, 'Asia/Jakarta'), text).toBeNull();
    expect(fromWallTime('2030-03-31T02:30', 'Europe/Berlin')).toBeNull();
  });
});
