import { hasPermission } from '@/lib/authorization';

/** The role rules of the settings screen (the server enforces the same ones). */

type Role = string | null | undefined;

export const isOwnerRole = (role: Role) => role === 'owner';

/** The role-update card shows for the owner, admin, chair and vice chair only. */
export const canSeeRoleCard = (role: Role) => ['owner', 'admin', 'chair', 'vice_chair'].includes(role ?? '');

/** The reset button: owner or admin, and settings.edit. */
export const canResetSettings = (role: Role, permissions: readonly string[] | undefined) =>
  (role === 'owner' || role === 'admin') && hasPermission(permissions, 'settings.edit');
