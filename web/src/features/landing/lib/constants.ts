import { bannerCandidates, bannerSrc, HERO_BANNER_COUNT } from './hero-banners';

/** The landing page's sections, timings and sizes, in one place, with the small rules that read them. */
export const SECTION_IDS = ['home', 'about', 'vision-mission', 'structure', 'articles', 'library'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The section the reader is in: the last one whose top is at or above the probe position
 * (scroll position plus 200 px). Before the first section, the first one counts.
 */
export const activeSectionAt = <T extends string>(probeY: number, sections: ReadonlyArray<{ id: T; top: number }>) =>
  sections.filter((section) => section.top <= probeY).at(-1)?.id ?? sections[0]?.id ?? null;

export const HERO_BANNERS = Array.from({ length: HERO_BANNER_COUNT }, (_, i) => bannerSrc(i + 1));
export const SLIDESHOW_INTERVAL_MS = 3000;

/** The next slide of a slideshow of `count` images, wrapping from the last back to the first. */
export function nextSlideIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  const safe = Number.isInteger(current) && current >= 0 ? current % count : 0;
  return (safe + 1) % count;
}

const HERO_FADE_START_PX = 1000;
export const HERO_FADE_END_PX = 1200;
export const HERO_SCROLL_SETTLE_MS = 120;

/** The hero's opacity at a scroll position: 1 until 1000 px, fading linearly to 0 at 1200 px. */
export const heroOpacity = (scrollY: number) =>
  Math.min(1, Math.max(0, 1 - (scrollY - HERO_FADE_START_PX) / (HERO_FADE_END_PX - HERO_FADE_START_PX)));

export const PRELOAD_TIMEOUT_MS = 2000;
export const PRELOAD_MIN_MS = 300;
export const LOADING_EXIT_MS = 100;

export const GALLERY_IMAGES_PER_SIDE = 6;

export const NAV_ITEMS: ReadonlyArray<{ id: Exclude<SectionId, 'home'>; label: string }> = [
  { id: 'about', label: 'Tentang Kami' },
  { id: 'vision-mission', label: 'Visi & Misi' },
  { id: 'structure', label: 'Struktur Organisasi' },
  { id: 'articles', label: 'Artikel' },
  { id: 'library', label: 'Library' },
];

/** Large screens get the banner-and-card hero, smaller ones the slideshow (the lg: breakpoint). */
export const HERO_DESKTOP_QUERY = '(min-width: 1024px)';

/** A picture the loading screen waits for, with the candidates its <img> offers so that the same file is fetched. */
export interface CriticalImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Images the loading screen waits for: the logo and the banners the first screen shows — the first slide on small
 * screens (the other seven load as the slideshow reaches them), the backdrop and the foreground picture on large ones.
 * Each banner is asked for with the candidate set its picture chooses from on this screen (the portrait crop on
 * portrait screens).
 */
export const criticalImages = (largeScreen: boolean, portrait: boolean): CriticalImage[] => {
  const first = bannerCandidates(1, 'fullScreen');
  const chosen = portrait && first.portrait ? first.portrait : first;
  const band = bannerCandidates(2, 'band');
  return [
    { src: '/logo.svg' },
    { src: first.src, srcSet: chosen.srcSet, sizes: chosen.sizes },
    ...(largeScreen ? [{ src: band.src, srcSet: band.srcSet, sizes: band.sizes }] : []),
  ];
};
