import { hasPermission } from '@/lib/authorization';

/** The hierarchy rule: a role can be managed only when its level number is greater than the actor's. */
export const outranksRole = (actorLevel: number | undefined, roleLevel: number): boolean =>
  typeof actorLevel === 'number' && Number.isFinite(actorLevel) && actorLevel < roleLevel;

export const canCreateRole = (permissions: readonly string[] | undefined) => hasPermission(permissions, 'roles.create');

/**
 * What the actor may do with one role: roles.edit (also drag) / roles.delete, and only with a role the actor may
 * assign: a lower level, holding no permission the actor lacks (the server's hierarchy rule; `manageableRoles` is its
 * answer, GET /api/roles/assignable).
 */
export function roleActions(
  role: { name: string },
  manageableRoles: readonly string[],
  permissions: readonly string[] | undefined,
) {
  const manageable = manageableRoles.includes(role.name);
  const canEdit = manageable && hasPermission(permissions, 'roles.edit');
  return { canEdit, canDelete: manageable && hasPermission(permissions, 'roles.delete'), canDrag: canEdit };
}

/** Permissions the actor may grant: only those they hold themselves. */
export const canGrantPermission = (held: readonly string[] | undefined, permission: string) =>
  !!held && held.includes(permission);
