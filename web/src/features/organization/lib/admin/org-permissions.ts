import { hasPermission } from '@/lib/authorization';

/** What the organisation screen lets a user do, one permission each; everyone who reaches it may look. */
export interface OrganizationAbilities {
  manageMembers: boolean;
  managePositions: boolean;
  managePeriods: boolean;
  createDivision: boolean;
  editDivision: boolean;
  deleteDivision: boolean;
}

export const organizationAbilities = (permissions: readonly string[] | undefined): OrganizationAbilities => ({
  manageMembers: hasPermission(permissions, 'organization.manage_members'),
  managePositions: hasPermission(permissions, 'organization.manage_positions'),
  managePeriods: hasPermission(permissions, 'organization.manage_periods'),
  createDivision: hasPermission(permissions, 'divisions.create'),
  editDivision: hasPermission(permissions, 'divisions.edit'),
  deleteDivision: hasPermission(permissions, 'divisions.delete'),
});
