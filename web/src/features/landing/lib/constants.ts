/** The landing page's sections, timings and sizes, in one place. */
export const SECTION_IDS = ['home', 'about', 'vision-mission', 'structure', 'articles', 'library'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The active section is read at scroll position plus this offset. */
export const ACTIVE_SECTION_OFFSET_PX = 200;

export const HERO_BANNERS = Array.from({ length: 8 }, (_, i) => `/images/hero/banner-${i + 1}.webp`);
export const SLIDESHOW_INTERVAL_MS = 3000;
export const HERO_FADE_START_PX = 1000;
export const HERO_FADE_END_PX = 1200;
export const HERO_SCROLL_SETTLE_MS = 120;
export const HERO_SETTINGS_STALE_MS = 5 * 60_000;
export const FOOTER_SETTINGS_STALE_MS = 1000;

export const STATS_REFETCH_MS = 30_000;
export const STATS_STALE_MS = 60_000;

export const APP_LOADED_KEY = 'app-loaded';
export const PRELOAD_TIMEOUT_MS = 2000;
export const PRELOAD_MIN_MS = 300;
export const LOADING_EXIT_MS = 100;

export const GALLERY_IMAGES_PER_SIDE = 6;
export const MOBILE_MAX_WIDTH_PX = 767;

export const NAV_ITEMS: ReadonlyArray<{ id: Exclude<SectionId, 'home'>; label: string }> = [
  { id: 'about', label: 'Tentang Kami' },
  { id: 'vision-mission', label: 'Visi & Misi' },
  { id: 'structure', label: 'Struktur Organisasi' },
  { id: 'articles', label: 'Artikel' },
  { id: 'library', label: 'Library' },
];

/** Large screens get the banner-and-card hero (HeroDesktop), smaller ones the slideshow. */
export const HERO_DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Images the loading screen waits for: the logo and the banners the first screen shows — the first
 * slide on small screens (the other seven load as the slideshow reaches them), the backdrop and the
 * foreground picture on large ones. Waiting for all eight only delayed the page on phones.
 */
export const criticalImages = (largeScreen: boolean): string[] => [
  '/logo.svg',
  ...HERO_BANNERS.slice(0, largeScreen ? 2 : 1),
];
