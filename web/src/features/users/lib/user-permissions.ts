import { hasAnyPermission, hasPermission } from '@/lib/authorization';

export const OWNER_ROLE = 'owner';

interface Account {
  id: number;
  role: string;
  level: number;
}

export const canListUsers = (permissions: readonly string[] | undefined) =>
  hasAnyPermission(permissions, ['users.view', 'users.view_others']);

export const canCreateUsers = (permissions: readonly string[] | undefined) =>
  hasPermission(permissions, 'users.create');

const outranks = (actor: Account, target: Account) => Number.isFinite(actor.level) && actor.level < target.level;

/** users.edit, and only for lower-ranked users — the owner only by the owner. */
export function canEditUser(
  actor: Account | null | undefined,
  target: Account,
  permissions: readonly string[] | undefined,
): boolean {
  if (!actor || !hasPermission(permissions, 'users.edit')) return false;
  if (target.role === OWNER_ROLE) return actor.role === OWNER_ROLE;
  return outranks(actor, target);
}

/** users.edit, for strictly lower-ranked users only (never oneself, never an owner-level account). */
export function canResetTwoFactor(
  actor: Account | null | undefined,
  target: Account,
  permissions: readonly string[] | undefined,
): boolean {
  if (!actor || !hasPermission(permissions, 'users.edit')) return false;
  return target.id !== actor.id && outranks(actor, target);
}

/** users.delete, only for lower-ranked users, never oneself and never the owner. */
export function canDeleteUser(
  actor: Account | null | undefined,
  target: Account,
  permissions: readonly string[] | undefined,
): boolean {
  if (!actor || !hasPermission(permissions, 'users.delete')) return false;
  if (target.id === actor.id || target.role === OWNER_ROLE) return false;
  return outranks(actor, target);
}
