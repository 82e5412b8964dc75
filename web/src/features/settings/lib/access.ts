import { hasPermission } from '@/lib/authorization';

/** The role rules of the settings screen (the server enforces the same ones). */

export const ROLE_CARD_ROLES = ['owner', 'admin', 'chair', 'vice_chair'] as const;
export const RESET_ROLES = ['owner', 'admin'] as const;

export const isOwnerRole = (role: string | null | undefined) => role === 'owner';

/** The role-update card shows for the owner, admin, chair and vice chair only. */
export const canSeeRoleCard = (role: string | null | undefined) =>
  !!role && (ROLE_CARD_ROLES as readonly string[]).includes(role);

/** The reset button: owner or admin, and settings.edit. */
export const canResetSettings = (role: string | null | undefined, permissions: readonly string[] | undefined) =>
  !!role && (RESET_ROLES as readonly string[]).includes(role) && hasPermission(permissions, 'settings.edit');
