import { ARTICLE_PLACEHOLDER_IMAGE, articleImageUrl, buildSrcSet, type ArticleListItem } from '@hmti/contract';

/**
 * The article picture's `<img>` attributes: its URL and, for a stored upload, every width with the `sizes` the
 * picture is drawn at and its real width/height (the aspect ratio the browser reserves before it arrives); else
 * the given default box. The server renders the same attributes (no hydration difference).
 */
export function articleImageProps(
  article: Pick<ArticleListItem, 'image' | 'imageSource' | 'gdriveFileId' | 'imageSet'>,
  sizes: string,
  box: { width: number; height: number },
) {
  const set = article.image ? article.imageSet : null;
  const srcSet = buildSrcSet(set);
  return {
    src: articleImageUrl(article),
    ...(srcSet ? { srcSet, sizes } : {}),
    width: set?.width ?? box.width,
    height: set?.height ?? box.height,
  };
}

/** onError handler for article images: swap to the placeholder once (never loop). */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }) {
  const img = event.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = ARTICLE_PLACEHOLDER_IMAGE;
}

/**
 * Ref for article images: a server-rendered picture may have failed before the app took the page over, when no
 * onError handler was listening yet; such a picture (loaded, but without pixels) gets the placeholder at once.
 */
export function catchEarlyImageFailure(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) fallBackToPlaceholder({ currentTarget: img });
}
