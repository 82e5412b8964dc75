import type { LibraryItemType } from '../../../types';

export type LibraryAdminTab = 'all' | LibraryItemType;

export const LIBRARY_ADMIN_TABS: ReadonlyArray<{ value: LibraryAdminTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
];

/** The tab's type, then a case-insensitive substring of the title or the short description. */
export function filterLibraryItems<T extends { title: string; description: string; type: LibraryItemType }>(
  items: readonly T[],
  { query, tab }: { query: string; tab: LibraryAdminTab },
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (tab === 'all' || item.type === tab) &&
      (!needle || (item.title ?? '').toLowerCase().includes(needle) || (item.description ?? '').toLowerCase().includes(needle)),
  );
}
