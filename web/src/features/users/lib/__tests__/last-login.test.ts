import { describe, expect, it } from 'vitest';
import { formatLastLogin, NEVER_LOGGED_IN } from '../last-login';
import { divisionLabel } from '../divisions';
import { userDisplayName, userInitial } from '@/lib/user-display';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('formatLastLogin', () => {
  it('says never for missing or broken dates', () => {
    expect(formatLastLogin(null, now)).toBe(NEVER_LOGGED_IN);
    expect(formatLastLogin('garbage', now)).toBe(NEVER_LOGGED_IN);
  });
  it('is relative within a week', () => {
    expect(formatLastLogin('2026-11-22T11:59:30Z', now)).toBe('Baru saja');
    expect(formatLastLogin('2026-11-22T10:00:00Z', now)).toBe('2 jam lalu');
    expect(formatLastLogin('2026-11-17T12:00:00Z', now)).toBe('5 hari lalu');
  });
  it('is an Indonesian date after that', () => {
    expect(formatLastLogin('2026-11-08T07:30:00Z', now, 'UTC')).toBe('8 November 2026, 07.30');
  });
});

describe('labels', () => {
  it('names divisions and users', () => {
    const divisions = [{ value: 'public_relation', label: 'Public Relation' }];
    expect(divisionLabel('public_relation', divisions)).toBe('Public Relation');
    expect(divisionLabel('removed_division', divisions)).toBe('removed_division');
    expect(divisionLabel(null, divisions)).toBe('');
    expect(userDisplayName({ name: ' ', username: 'budi' })).toBe('budi');
    expect(userInitial({ name: 'siti', username: 's' })).toBe('S');
  });
});
