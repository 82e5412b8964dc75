import { GALLERY_IMAGES_PER_SIDE } from './constants';

interface GalleryItem {
  type?: string;
  images?: readonly string[] | null;
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

/** A repeatable random source (mulberry32): the same numbers on the server and in the browser that hydrates its markup. */
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
  perSide = GALLERY_IMAGES_PER_SIDE,
) {
  const urls = new Set<string>();
  for (const item of items ?? []) {
    if (item.type !== 'photo') continue;
    for (const url of item.images ?? []) if (typeof url === 'string' && url) urls.add(url);
  }
  const picked = shuffle([...urls], random).slice(0, perSide * 2);
  const half = Math.ceil(picked.length / 2);
  return { left: picked.slice(0, half), right: picked.slice(half) };
}
