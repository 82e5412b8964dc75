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

/**
 * What the actor may do with a user's account, only ever with a lower-ranked one: edit it (users.edit; the owner's
 * account only by the owner), reset its 2FA (users.edit; never oneself) and delete it (users.delete; never oneself,
 * never the owner).
 */
export function userActions(
  actor: Account | null | undefined,
  target: Account,
  permissions: readonly string[] | undefined,
) {
  const below = !!actor && outranks(actor, target);
  const other = !!actor && target.id !== actor.id;
  const mayEdit = !!actor && hasPermission(permissions, 'users.edit');
  return {
    canEdit: mayEdit && (target.role === OWNER_ROLE ? actor?.role === OWNER_ROLE : below),
    canResetTwoFactor: mayEdit && other && below,
    canDelete: hasPermission(permissions, 'users.delete') && other && target.role !== OWNER_ROLE && below,
  };
}
