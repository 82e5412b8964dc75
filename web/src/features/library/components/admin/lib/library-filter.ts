import type { LibraryTab } from '../../../lib/library-tabs';

/** The management page's tabs: the public page's, in English. */
export const LIBRARY_ADMIN_TABS: ReadonlyArray<{ value: LibraryTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
];

/** Cards per page of the management grid: four full rows of three (two of two or twelve of one on smaller screens). */
export const LIBRARY_ADMIN_PAGE_SIZE = 12;
