import { mediaKindAt, type ItemMedia } from '../../../lib/media';
import type { MediaKind } from '@hmti/contract';

export interface GalleryFile {
  url: string;
  kind: MediaKind;
}

/** An item's media in order, each with its kind (kinds are per index, so empty entries are dropped after pairing). */
export const galleryFiles = (item: ItemMedia): GalleryFile[] =>
  item.images.flatMap((url, i) => (url ? [{ url, kind: mediaKindAt(item, i) }] : []));

/** The index after moving by delta, wrapping around at both ends. */
export const stepIndex = (index: number, delta: number, count: number) =>
  count <= 0 ? 0 : (((index + delta) % count) + count) % count;
