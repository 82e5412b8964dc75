import type { PermissionName } from '@hmti/contract';
import { hasAnyPermission, hasPermission } from '@/lib/authorization';

export const canListLibrary = (permissions: readonly string[] | undefined) =>
  hasAnyPermission(permissions, ['library.view', 'library.view_others']);
export const canCreateLibraryItem = (permissions: readonly string[] | undefined) =>
  hasPermission(permissions, 'library.create');

/** Own items (authorId equal to the user's id) need `own`; anyone's need `others`. */
function mayActOn(
  authorId: number | null | undefined,
  userId: number | undefined,
  permissions: readonly string[] | undefined,
  own: PermissionName,
  others: PermissionName,
) {
  if (hasPermission(permissions, others)) return true;
  return hasPermission(permissions, own) && authorId != null && userId != null && authorId === userId;
}

export function libraryItemActions(
  item: { authorId: number | null | undefined },
  userId: number | undefined,
  permissions: readonly string[] | undefined,
) {
  return {
    canEdit: mayActOn(item.authorId, userId, permissions, 'library.edit', 'library.edit_others'),
    canDelete: mayActOn(item.authorId, userId, permissions, 'library.delete', 'library.delete_others'),
  };
}
