import { describe, expect, it } from 'vitest';
import { canResetSettings, canSeeRoleCard, isOwnerRole } from '../access';

describe('settings access rules', () => {
  it('shows the role card to owner, admin, chair and vice chair only', () => {
    for (const role of ['owner', 'admin', 'chair', 'vice_chair']) expect(canSeeRoleCard(role)).toBe(true);
    for (const role of ['bph', 'division_head', 'custom_x', '', null, undefined])
      expect(canSeeRoleCard(role)).toBe(false);
  });

  it('shows the reset button to owner and admin holding settings.edit', () => {
    expect(canResetSettings('owner', ['settings.edit'])).toBe(true);
    expect(canResetSettings('admin', ['settings.view', 'settings.edit'])).toBe(true);
    expect(canResetSettings('admin', ['settings.view'])).toBe(false);
    expect(canResetSettings('chair', ['settings.edit'])).toBe(false);
    expect(canResetSettings(undefined, ['settings.edit'])).toBe(false);
    expect(canResetSettings('owner', undefined)).toBe(false);
  });

  it('recognises the owner', () => {
    expect(isOwnerRole('owner')).toBe(true);
    expect(isOwnerRole('admin')).toBe(false);
    expect(isOwnerRole(null)).toBe(false);
  });
});
