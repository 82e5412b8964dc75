import { bannerCandidates, bannerSrc, HERO_BANNER_COUNT } from './hero-banners';

/** The landing page's sections, timings and sizes, in one place. */
export const SECTION_IDS = ['home', 'about', 'vision-mission', 'structure', 'articles', 'library'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const HERO_BANNERS = Array.from({ length: HERO_BANNER_COUNT }, (_, i) => bannerSrc(i + 1));
export const SLIDESHOW_INTERVAL_MS = 3000;
export const HERO_FADE_START_PX = 1000;
export const HERO_FADE_END_PX = 1200;
export const HERO_SCROLL_SETTLE_MS = 120;

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
