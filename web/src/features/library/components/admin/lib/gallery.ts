import { guessMediaType } from '@/lib/drive-link';
import type { LibraryItemType, MediaKind } from '../../../types';

export interface GalleryFile {
  url: string;
  kind: MediaKind;
}

/** An item's media in order, each with its kind (stored per file; else the item's type or the URL decides). */
export function galleryFiles(item: {
  images: readonly string[];
  mediaKinds?: readonly string[];
  type: LibraryItemType;
}): GalleryFile[] {
  // Each file's stored kind is at its own index, so empty entries are dropped only after the pairing.
  return item.images.flatMap((url, i) => {
    if (typeof url !== 'string' || !url) return [];
    const stored = item.mediaKinds?.[i];
    const kind: MediaKind =
      stored === 'image' || stored === 'video' ? stored : item.type === 'video' ? 'video' : guessMediaType(url);
    return [{ url, kind }];
  });
}

/** The index after moving by delta, wrapping around at both ends. */
export const stepIndex = (index: number, delta: number, count: number) =>
  count <= 0 ? 0 : (((index + delta) % count) + count) % count;
