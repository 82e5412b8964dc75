import { describe, expect, it } from 'vitest';
import { initialOf, userDisplayName, userInitial, userRoleLabel } from '../user-display';

describe('user display', () => {
  it('prefers the name, falls back to the username', () => {
    expect(userDisplayName({ name: 'Owner', username: 'owner' })).toBe('Owner');
    expect(userDisplayName({ name: '  ', username: 'budi' })).toBe('budi');
    expect(userDisplayName(undefined)).toBe('');
  });

  it('uses the upper-case first letter as the initial', () => {
    expect(userInitial({ name: 'siti', username: 's' })).toBe('S');
    expect(userInitial(null)).toBe('?');
    // A name alone (the landing's leaders without a photo) follows the same rule.
    expect(initialOf('  rina ')).toBe('R');
    expect(initialOf(' ')).toBe('?');
  });

  it('shows the role display name, else the role key', () => {
    expect(userRoleLabel({ roleDisplayName: 'Owner', role: 'owner' })).toBe('Owner');
    expect(userRoleLabel({ roleDisplayName: '', role: 'custom_x' })).toBe('custom_x');
  });
});
