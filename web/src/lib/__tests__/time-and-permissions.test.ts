import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../countdown';
import { relativeTimeId } from '../relative-time';
import { hasAnyPermission, hasPermission } from '../authorization';

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [75, '1:15'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [59.2, '1:00'],
    [3600, '60:00'],
    [Number.NaN, '0:00'],
  ])('%d → %s', (s, expected) => expect(formatCountdown(s)).toBe(expected));
});

describe('relativeTimeId', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:30Z', 'Baru saja'],
    ['2026-01-10T11:59:00Z', '1 menit lalu'],
    ['2026-01-10T11:01:00Z', '59 menit lalu'],
    ['2026-01-10T11:00:00Z', '1 jam lalu'],
    ['2026-01-09T12:00:01Z', '23 jam lalu'],
    ['2026-01-09T12:00:00Z', '1 hari lalu'],
    ['2026-01-01T12:00:00Z', '9 hari lalu'],
    ['2026-01-10T12:05:00Z', 'Baru saja'],
  ])('%s → %s', (date, expected) => expect(relativeTimeId(date, now)).toBe(expected));
  it('returns empty text for an invalid date', () => expect(relativeTimeId('nope', now)).toBe(''));
});

describe('role and permission checks', () => {
  it('permission checks', () => {
    expect(hasPermission(['articles.view'], 'articles.view')).toBe(true);
    expect(hasPermission(undefined, 'articles.view')).toBe(false);
    expect(hasAnyPermission(['articles.view'], ['users.view', 'articles.view'])).toBe(true);
    expect(hasAnyPermission(['articles.view'], [])).toBe(false);
  });
});
