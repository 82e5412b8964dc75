import type { LibraryItemType } from '../types';

export type LibraryTab = 'all' | LibraryItemType;

export const LIBRARY_TABS: ReadonlyArray<{ value: LibraryTab; label: string }> = [
  { value: 'all', label: 'Semua' },
  { value: 'photo', label: 'Foto' },
  { value: 'video', label: 'Video' },
];
