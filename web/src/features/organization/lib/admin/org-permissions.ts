import type { PermissionName } from '@hmti/contract';
import { hasPermission } from '@/lib/authorization';

/** What the organisation screen lets a user do, one permission each; everyone who reaches it may look. */
export const organizationAbilities = (permissions: readonly string[] | undefined) => ({
  manageMembers: hasPermission(permissions, 'organization.manage_members'),
  managePositions: hasPermission(permissions, 'organization.manage_positions'),
  managePeriods: hasPermission(permissions, 'organization.manage_periods'),
  createDivision: hasPermission(permissions, 'divisions.create'),
  editDivision: hasPermission(permissions, 'divisions.edit'),
  deleteDivision: hasPermission(permissions, 'divisions.delete'),
});
export type OrganizationAbilities = ReturnType<typeof organizationAbilities>;

/** The permissions that let a user change something on each tab of the screen (any one is enough). */
export const TAB_CHANGE_PERMISSIONS = {
  members: ['organization.manage_members', 'organization.manage_periods'],
  positions: ['organization.manage_positions'],
  divisions: ['divisions.create', 'divisions.edit', 'divisions.delete'],
} as const satisfies Record<string, readonly PermissionName[]>;
