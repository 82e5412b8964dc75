import { ROLE_CANNOT_MOVE, ROLE_CANNOT_MOVE_INTO } from '@hmti/contract';
import { outranksRole } from './role-permissions';

interface Leveled {
  id: number;
  level: number;
}

export const sortRolesByLevel = <T extends Leveled>(roles: readonly T[]): T[] =>
  [...roles].sort((a, b) => a.level - b.level || a.id - b.id);

/** The server's drag rule: the role takes the new level, the ones in between shift one towards its old level. */
export function relevelRoles<T extends Leveled>(roles: readonly T[], movingId: number, newLevel: number): T[] {
  const moving = roles.find((r) => r.id === movingId);
  if (!moving || moving.level === newLevel) return sortRolesByLevel(roles);
  const from = moving.level;
  const up = newLevel < from;
  return sortRolesByLevel(
    roles.map((r) => {
      if (r.id === movingId) return { ...r, level: newLevel };
      if (up && r.level >= newLevel && r.level < from) return { ...r, level: r.level + 1 };
      if (!up && r.level > from && r.level <= newLevel) return { ...r, level: r.level - 1 };
      return r;
    }),
  );
}

type RoleDropPlan<T> =
  | { kind: 'none' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'move'; roleId: number; level: number; preview: T[] };

/**
 * A drop at sorted index i moves the role to the level of the role now at i (levels numbered in /admin may have gaps);
 * refused for a role or level not below the actor.
 */
export function planRoleDrop<T extends Leveled>(
  sorted: readonly T[],
  roleId: number,
  destinationIndex: number,
  actorLevel: number | undefined,
): RoleDropPlan<T> {
  const role = sorted.find((r) => r.id === roleId);
  if (!role) return { kind: 'none' };
  const sourceIndex = sorted.indexOf(role);
  if (destinationIndex === sourceIndex) return { kind: 'none' };
  if (!outranksRole(actorLevel, role.level)) return { kind: 'forbidden', message: ROLE_CANNOT_MOVE };
  const level = sorted[destinationIndex]?.level;
  if (level === undefined) return { kind: 'none' };
  if (!outranksRole(actorLevel, level)) return { kind: 'forbidden', message: ROLE_CANNOT_MOVE_INTO };
  if (level === role.level) return { kind: 'none' };
  return { kind: 'move', roleId, level, preview: relevelRoles(sorted, roleId, level) };
}
