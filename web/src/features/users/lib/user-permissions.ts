import { hasAnyPermission, hasPermission } from '@/lib/authorization';

const OWNER_ROLE = 'owner';

interface Account {
  id: number;
  role: string;
}

export const canListUsers = (permissions: readonly string[] | undefined) =>
  hasAnyPermission(permissions, ['users.view', 'users.view_others']);

export const canCreateUsers = (permissions: readonly string[] | undefined) =>
  hasPermission(permissions, 'users.create');

/** Whether the page needs the roles the actor may assign (`manageableRoles` below): it offers edits or deletes. */
export const mayManageUsers = (permissions: readonly string[] | undefined) =>
  hasAnyPermission(permissions, ['users.edit', 'users.delete']);

/**
 * What the actor may do with a user's account, only ever with one whose role the actor may assign: a lower level,
 * holding no permission the actor lacks (the server's hierarchy rule; `manageableRoles` is its answer,
 * GET /api/roles/assignable). Edit it (users.edit; the owner's account only by the owner), reset its 2FA (users.edit;
 * never oneself) and delete it (users.delete; never oneself, never the owner).
 */
export function userActions(
  actor: Account | null | undefined,
  target: Account,
  permissions: readonly string[] | undefined,
  manageableRoles: readonly string[],
) {
  const manageable = !!actor && manageableRoles.includes(target.role);
  const other = !!actor && target.id !== actor.id;
  const mayEdit = !!actor && hasPermission(permissions, 'users.edit');
  return {
    canEdit: mayEdit && (target.role === OWNER_ROLE ? actor?.role === OWNER_ROLE : manageable),
    canResetTwoFactor: mayEdit && other && manageable,
    canDelete: hasPermission(permissions, 'users.delete') && other && target.role !== OWNER_ROLE && manageable,
  };
}
