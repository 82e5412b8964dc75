import { ROLE_LEVEL_TOO_HIGH } from '@hmti/contract';

export interface RoleFormValues {
  name: string;
  displayName: string;
  description: string;
  level: number;
  permissions: string[];
}

export type RoleFormErrors = Partial<Record<keyof RoleFormValues, string>>;

export const emptyRoleForm = (level: number): RoleFormValues => ({
  name: '',
  displayName: '',
  description: '',
  level,
  permissions: [],
});

export const roleFormFromRole = (
  role: Omit<RoleFormValues, 'permissions'> & { permissions: readonly string[] },
): RoleFormValues => ({
  name: role.name,
  displayName: role.displayName,
  description: role.description ?? '',
  level: role.level,
  permissions: [...role.permissions],
});

export const togglePermission = (list: readonly string[], name: string, checked: boolean): string[] =>
  checked ? (list.includes(name) ? [...list] : [...list, name]) : list.filter((p) => p !== name);

/** A new role goes below the lowest existing one when that level is allowed, else at the first allowed level. */
export function defaultCreateLevel(creatableLevels: readonly number[], existingLevels: readonly number[]): number {
  if (creatableLevels.length === 0) return 0;
  const known = existingLevels.filter((l) => l < 999);
  const next = (known.length ? Math.max(...known) : 0) + 1;
  return creatableLevels.includes(next) ? next : creatableLevels[0];
}

/** A new role's level must be one of the server's creatable levels (own+1 … max existing+3). */
export const levelError = (
  level: number,
  creatableLevels: readonly number[],
  ownLevel: number | undefined,
): string | undefined =>
  Number.isInteger(level) && typeof ownLevel === 'number' && level > ownLevel && creatableLevels.includes(level)
    ? undefined
    : ROLE_LEVEL_TOO_HIGH;
