import { hasPermission } from '@/lib/authorization';

/** The hierarchy rule: a role can be managed only when its level number is greater than the actor's. */
export const outranksRole = (actorLevel: number | undefined, roleLevel: number): boolean =>
  typeof actorLevel === 'number' && Number.isFinite(actorLevel) && actorLevel < roleLevel;

export const canCreateRole = (permissions: readonly string[] | undefined) => hasPermission(permissions, 'roles.create');

export interface RoleActions {
  canEdit: boolean;
  canDelete: boolean;
  canDrag: boolean;
}

/** What the actor may do with one role: roles.edit (also drag) / roles.delete, and only below their own level. */
export function roleActions(
  role: { level: number },
  actorLevel: number | undefined,
  permissions: readonly string[] | undefined,
): RoleActions {
  const below = outranksRole(actorLevel, role.level);
  const canEdit = below && hasPermission(permissions, 'roles.edit');
  return { canEdit, canDelete: below && hasPermission(permissions, 'roles.delete'), canDrag: canEdit };
}

/** Permissions the actor may grant: only those they hold themselves. */
export const canGrantPermission = (held: readonly string[] | undefined, permission: string) =>
  !!held && held.includes(permission);
