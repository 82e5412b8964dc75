import { describe, expect, it } from 'vitest';
import { organizationAbilities } from '../org-permissions';

describe('organizationAbilities', () => {
  it('grants nothing to view-only users', () => {
    expect(Object.values(organizationAbilities(['organization.view']))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(Object.values(organizationAbilities(undefined)).some(Boolean)).toBe(false);
  });
  it('maps each permission to its action', () => {
    expect(
      organizationAbilities([
        'organization.manage_members',
        'organization.manage_positions',
        'organization.manage_periods',
        'divisions.create',
        'divisions.edit',
        'divisions.delete',
      ]),
    ).toEqual({
      manageMembers: true,
      managePositions: true,
      managePeriods: true,
      createDivision: true,
      editDivision: true,
      deleteDivision: true,
    });
    expect(organizationAbilities(['divisions.edit'])).toMatchObject({
      editDivision: true,
      createDivision: false,
      manageMembers: false,
    });
  });
});
