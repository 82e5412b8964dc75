import type { LibraryItemType } from '@hmti/contract';

export type LibraryTab = 'all' | LibraryItemType;

export const LIBRARY_TABS: ReadonlyArray<{ value: LibraryTab; label: string }> = [
  { value: 'all', label: 'Semua' },
  { value: 'photo', label: 'Foto' },
  { value: 'video', label: 'Video' },
];

/** The server's type filter for a tab (none for 'all'). */
export const typeOfTab = (tab: LibraryTab): LibraryItemType | undefined => (tab === 'all' ? undefined : tab);
