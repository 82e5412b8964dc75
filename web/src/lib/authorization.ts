import type { PermissionName, SessionUser } from '@hmti/contract';

/** The client's role and permission checks (the server enforces the same rules on every route). */
export type { SessionUser };

/** Passes when the allowed list is empty or contains the role; fails without a user. */
export const checkRole = (
  user: Pick<SessionUser, 'role'> | null | undefined,
  allowedRoles: readonly string[] = [],
): boolean => !!user && (allowedRoles.length === 0 || allowedRoles.includes(user.role));

export const hasPermission = (permissions: readonly string[] | undefined, permission: PermissionName): boolean =>
  !!permissions && permissions.includes(permission);

export const hasAnyPermission = (
  permissions: readonly string[] | undefined,
  wanted: readonly PermissionName[],
): boolean => !!permissions && wanted.some((p) => permissions.includes(p));
