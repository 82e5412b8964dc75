import type { ResponsiveImage } from '@hmti/contract';
import { GALLERY_IMAGES_PER_SIDE } from './constants';

interface GalleryItem {
  type?: string;
  images?: readonly string[] | null;
  /** Parallel to images: a picture's widths when it is a file of the media library. */
  imageSets?: ReadonlyArray<ResponsiveImage | null> | null;
}

/** One gallery picture: its URL and, for a file of the media library, its widths. */
export interface GalleryPicture {
  url: string;
  imageSet: ResponsiveImage | null;
}

/** Fisher–Yates shuffle with an injectable random source (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A repeatable random source (mulberry32): one seed gives the same numbers, so the same pick, on every render. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to 6 random, distinct images of photo items for each side of the page. */
export function pickGalleryImages(
  items: readonly GalleryItem[] | null | undefined,
  random: () => number = Math.random,
): { left: GalleryPicture[]; right: GalleryPicture[] } {
  const byUrl = new Map<string, GalleryPicture>();
  for (const item of items ?? []) {
    if (item.type !== 'photo') continue;
    (item.images ?? []).forEach((url, i) => {
      if (typeof url === 'string' && url && !byUrl.has(url))
        byUrl.set(url, { url, imageSet: item.imageSets?.[i] ?? null });
    });
  }
  const picked = shuffle([...byUrl.values()], random).slice(0, GALLERY_IMAGES_PER_SIDE * 2);
  const half = Math.ceil(picked.length / 2);
  return { left: picked.slice(0, half), right: picked.slice(half) };
}
