import { hasPermission } from '@/lib/authorization';

/** The role rules of the settings screen (the server enforces the same ones). */

type Role = string | null | undefined;
const ROLE_CARD_ROLES: readonly Role[] = ['owner', 'admin', 'chair', 'vice_chair'];
const RESET_ROLES: readonly Role[] = ['owner', 'admin'];

export const isOwnerRole = (role: Role) => role === 'owner';

/** The role-update card shows for the owner, admin, chair and vice chair only. */
export const canSeeRoleCard = (role: Role) => ROLE_CARD_ROLES.includes(role);

/** The reset button: owner or admin, and settings.edit. */
export const canResetSettings = (role: Role, permissions: readonly string[] | undefined) =>
  RESET_ROLES.includes(role) && hasPermission(permissions, 'settings.edit');
