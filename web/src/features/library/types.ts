export type { LibraryItem, LibraryItemType, MediaKind } from '@hmti/contract';
