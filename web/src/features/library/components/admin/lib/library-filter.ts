import type { LibraryItemType } from '../../../types';

export type LibraryAdminTab = 'all' | LibraryItemType;

export const LIBRARY_ADMIN_TABS: ReadonlyArray<{ value: LibraryAdminTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
];

/** The server's type filter for a tab (none for 'all'). */
export const typeOfTab = (tab: LibraryAdminTab): LibraryItemType | undefined => (tab === 'all' ? undefined : tab);

/** Cards per page of the management grid: four full rows of three (two of two or twelve of one on smaller screens). */
export const LIBRARY_ADMIN_PAGE_SIZE = 12;
