/**
 * A stored picture in every width the server keeps of it, as the public API sends it beside the picture's URL:
 * the original's size (for width/height, so the page does not shift when it arrives) and the candidates a
 * browser picks from by the width it will draw the picture at. URLs may be site-relative or absolute.
 */
export interface ResponsiveImage {
  width: number;
  height: number;
  candidates: Array<{ url: string; width: number }>;
}

/**
 * How wide each public picture is drawn, for the `sizes` attribute (and the preload of the page's largest
 * picture, which must name the same candidates as the picture itself or the browser fetches twice).
 */
export const IMAGE_SIZES = {
  /** Article cards: one column on phones, two from `sm`, three from `lg` in a 72rem container. */
  articleCard: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  /** The landing's latest articles: one column on phones, two from `md`, three from `lg`. */
  landingCard: '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw',
  /** The article page's cover: full width up to the 48rem text column. */
  articleCover: '(min-width: 800px) 48rem, 100vw',
  /** Related articles: one column on phones, two from `sm` in the 48rem text column. */
  relatedCard: '(min-width: 800px) 24rem, (min-width: 640px) 50vw, 100vw',
  /** Member cards: two columns on phones, three from `md`, four from `lg` in a 72rem container. */
  memberCard: '(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw',
  /** Library cards (/library and the landing's section): three columns from `md` in an 80rem container. */
  libraryCard: '(min-width: 1280px) 25rem, (min-width: 768px) 33vw, 100vw',
  /** The landing's decorative gallery down both sides of wide screens (6rem columns, 11rem from `2xl`, less padding). */
  galleryPhoto: '(min-width: 1536px) 9.5rem, 4.5rem',
} as const;

/** The `srcset` value of a picture: each candidate once per width, smallest first ('' when there is nothing to choose). */
export function buildSrcSet(image: ResponsiveImage | null | undefined): string {
  if (!image) return '';
  const byWidth = new Map<number, string>();
  for (const c of image.candidates) {
    if (Number.isInteger(c.width) && c.width > 0 && c.url && !byWidth.has(c.width)) byWidth.set(c.width, c.url);
  }
  if (byWidth.size < 2) return '';
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${encodeURI(decodeURISafe(url)).replace(/,/g, '%2C')} ${width}w`)
    .join(', ');
}

/** Decodes first so that a URL already escaped is not escaped twice. */
function decodeURISafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
