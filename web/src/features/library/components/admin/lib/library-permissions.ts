import { hasAnyPermission, hasPermission, mayActOn } from '@/lib/authorization';

export const canListLibrary = (permissions: readonly string[] | undefined) =>
  hasAnyPermission(permissions, ['library.view', 'library.view_others']);
export const canCreateLibraryItem = (permissions: readonly string[] | undefined) =>
  hasPermission(permissions, 'library.create');

export function libraryItemActions(
  item: { authorId: number | null | undefined },
  userId: number | undefined,
  permissions: readonly string[] | undefined,
) {
  return {
    canEdit: mayActOn(permissions, ['library.edit', 'library.edit_others'], userId, item.authorId),
    canDelete: mayActOn(permissions, ['library.delete', 'library.delete_others'], userId, item.authorId),
  };
}
