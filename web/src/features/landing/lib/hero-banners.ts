import { buildSrcSet, type ImagePreload, type ResponsiveImage } from '@hmti/contract';

/**
 * The landing's built-in hero banners (public/images/hero/banner-N.webp, 1600×900) and the smaller files
 * `scripts/hero-banners.mjs` writes beside each one: the whole banner in narrower widths, and a portrait crop of
 * its middle for tall, narrow screens. The banners fill their box (`object-cover`), so on a portrait phone only a
 * slice of the middle is ever seen: the crop is that slice, at the banner's full height.
 */
export const HERO_BANNER_COUNT = 8;
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 900;
/** Narrower copies of the whole banner (the 1600 px original is the widest candidate). */
const BANNER_WIDTHS = [640, 960, 1280] as const;
/** The portrait crop: 9:16 from the middle at full height, and a smaller copy of it. */
const PORTRAIT_WIDTH = 506;
const PORTRAIT_HEIGHT = 900;
const PORTRAIT_WIDTHS = [338, 506] as const;

/** Screens this narrow for their height (phones held upright) get the portrait crop. */
export const PORTRAIT_MEDIA = '(max-aspect-ratio: 3/5)';

/**
 * How wide the banner is drawn. Full-screen banners (the phone slideshow, the desktop backdrop) cover a box as wide
 * as the window and about as tall (less the 4rem navigation bar), so the picture is drawn at the larger of the
 * window's width and the box's height times the picture's aspect ratio.
 */
const BANNER_SIZES = {
  fullScreen: 'max(100vw, calc((100vh - 4rem) * 16 / 9))',
  fullScreenPortrait: 'max(100vw, calc((100vh - 4rem) * 9 / 16))',
  /** The desktop hero's picture under the card: the 64rem column less its 3rem padding. */
  band: '(min-width: 1024px) 61rem, 100vw',
} as const;

const base = (n: number) => `/images/hero/banner-${n}`;
export const bannerSrc = (n: number) => `${base(n)}.webp`;

/** The whole banner N (1-based) in every width there is. */
export const bannerImage = (n: number): ResponsiveImage => ({
  width: BANNER_WIDTH,
  height: BANNER_HEIGHT,
  candidates: [
    ...BANNER_WIDTHS.map((width) => ({ url: `${base(n)}-${width}w.webp`, width })),
    { url: bannerSrc(n), width: BANNER_WIDTH },
  ],
});

/** The portrait crop of banner N in its widths. */
export const bannerPortrait = (n: number): ResponsiveImage => ({
  width: PORTRAIT_WIDTH,
  height: PORTRAIT_HEIGHT,
  candidates: PORTRAIT_WIDTHS.map((width) => ({ url: `${base(n)}-portrait-${width}w.webp`, width })),
});

/**
 * What a banner's <picture> and the page's preloads say: each candidate set with its sizes, and for full-screen
 * banners the art-directed crop for portrait screens with its media query (`portrait`: its <source>'s attributes).
 */
export function bannerCandidates(n: number, drawn: 'fullScreen' | 'band') {
  return {
    src: bannerSrc(n),
    srcSet: buildSrcSet(bannerImage(n)),
    sizes: BANNER_SIZES[drawn],
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    portrait:
      drawn === 'fullScreen'
        ? {
            media: PORTRAIT_MEDIA,
            srcSet: buildSrcSet(bannerPortrait(n)),
            sizes: BANNER_SIZES.fullScreenPortrait,
            width: PORTRAIT_WIDTH,
            height: PORTRAIT_HEIGHT,
          }
        : null,
  };
}

/**
 * The preloads of the first banner (the landing's largest picture on every screen): one per candidate set of its
 * <picture>, each under the media query its picture chooses that set by, so the preload fetches the picture's file.
 */
export function firstBannerPreloads(): ImagePreload[] {
  const set = bannerCandidates(1, 'fullScreen');
  const whole = { href: set.src, srcset: set.srcSet, sizes: set.sizes };
  if (!set.portrait) return [whole];
  const { srcSet, sizes, media } = set.portrait;
  return [
    { href: set.src, srcset: srcSet, sizes, media },
    { ...whole, media: `not all and ${media}` },
  ];
}
