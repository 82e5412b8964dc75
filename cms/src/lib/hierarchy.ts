import { UNKNOWN_LEVEL, type Actor } from './permissions';

const OWNER_LEVEL = 1;

export type HierarchyAction = 'edit' | 'delete' | 'assign' | 'create';

/**
 * The one hierarchy rule of the back-office. An actor may create, edit, delete, assign or re-level a
 * role or a user only when the target's level number is strictly greater (less powerful) than the
 * actor's own. The owner is untouchable except by the owner: an owner may edit owner-level *users*
 * (never delete them or change the owner role itself).
 */
export function mayManageLevel(
  actor: Pick<Actor, 'level' | 'roleName'>,
  targetLevel: number,
  action: HierarchyAction,
  target: 'user' | 'role',
): boolean {
  if (!Number.isFinite(targetLevel)) return false;
  if (actor.level < targetLevel) return true;
  return target === 'user' && action === 'edit' && actor.roleName === 'owner' && targetLevel === OWNER_LEVEL;
}

/**
 * The whole rule for one target: its level first, then its permissions. Null when allowed. Permissions are part of
 * the rank: nobody but the owner may edit, reset, delete or assign a user or a role holding a permission the actor
 * lacks (a lower level alone would let a user take over a role that holds more, e.g. by resetting its holder's
 * password).
 */
export function hierarchyRefusal(
  actor: Pick<Actor, 'level' | 'roleName' | 'permissions'>,
  target: { level: number; permissions: readonly string[] },
  action: HierarchyAction,
  kind: 'user' | 'role',
): 'level' | 'permissions' | null {
  if (!mayManageLevel(actor, target.level, action, kind)) return 'level';
  const holdsAll = actor.roleName === 'owner' || target.permissions.every((p) => actor.permissions.includes(p));
  return holdsAll ? null : 'permissions';
}

export const PERMISSIONS_NOT_CONTAINED =
  'Anda tidak dapat mengelola user atau role yang memiliki izin yang tidak Anda miliki.';
export const ROLE_CHANGE_NEEDS_ASSIGN = 'Role hanya dapat diubah dengan izin roles.assign.';

/**
 * The drag rule: the moved role takes the new level and the roles in between shift by one (towards the
 * old place); roles outside that span keep their levels. Returns only the roles whose level changes.
 */
export function relevel(
  roles: ReadonlyArray<{ id: number; level: number }>,
  movingId: number,
  newLevel: number,
): Array<{ id: number; level: number }> {
  const moving = roles.find((r) => r.id === movingId);
  if (!moving || newLevel === moving.level) return [];
  const from = moving.level;
  const changes = roles
    .filter((r) => r.id !== movingId)
    .filter((r) => (newLevel < from ? r.level >= newLevel && r.level < from : r.level > from && r.level <= newLevel))
    .map((r) => ({ id: r.id, level: newLevel < from ? r.level + 1 : r.level - 1 }));
  return [{ id: movingId, level: newLevel }, ...changes].sort((a, b) => a.level - b.level || a.id - b.id);
}

/** Levels after inserting a new role at `level`: every role at that level or below moves down by one. */
export const shiftForInsert = (roles: ReadonlyArray<{ id: number; level: number }>, level: number) =>
  roles.filter((r) => r.level >= level).map((r) => ({ id: r.id, level: r.level + 1 }));

/** Selectable levels when creating a role: own+1 … max(existing)+3 (at least own+3). */
export function creatableLevels(ownLevel: number, existingLevels: readonly number[]): number[] {
  const max = Math.max(ownLevel + 3, Math.max(0, ...existingLevels.filter((l) => l < UNKNOWN_LEVEL)) + 3);
  return Array.from({ length: max - ownLevel }, (_, i) => ownLevel + 1 + i);
}
