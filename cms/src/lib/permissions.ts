/** Pure permission rules, shared by policies and services. */

export interface Actor {
  id: number;
  roleName: string;
  /** The role's name as the screens show it (its display name), e.g. 'Ketua Divisi' for division_head. */
  roleLabel: string;
  level: number;
  permissions: readonly string[];
}

export const UNKNOWN_LEVEL = 999;

/** The strings of a JSON list column (permissions, recovery code hashes). */
export const stringList = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : [];

export const hasPermission = (actor: Pick<Actor, 'permissions'> | null | undefined, permission: string): boolean =>
  !!actor && actor.permissions.includes(permission);

export const hasAnyPermission = (
  actor: Pick<Actor, 'permissions'> | null | undefined,
  permissions: readonly string[],
): boolean => !!actor && (permissions.length === 0 || permissions.some((p) => actor.permissions.includes(p)));
