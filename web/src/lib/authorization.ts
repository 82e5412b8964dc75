import type { PermissionName } from '@hmti/contract';

/** The client's role and permission checks (the server enforces the same rules on every route). */

export const hasPermission = (permissions: readonly string[] | undefined, permission: PermissionName): boolean =>
  !!permissions && permissions.includes(permission);

export const hasAnyPermission = (
  permissions: readonly string[] | undefined,
  wanted: readonly PermissionName[],
): boolean => !!permissions && wanted.some((p) => permissions.includes(p));

/** `own` on one's own record (its author is the user), or `others` on anyone's: who may edit or delete an item. */
export const mayActOn = (
  permissions: readonly string[] | undefined,
  [own, others]: readonly [own: PermissionName, others: PermissionName],
  userId: number | null | undefined,
  authorId: number | null | undefined,
): boolean =>
  hasPermission(permissions, others) || (hasPermission(permissions, own) && userId != null && userId === authorId);
