import { useCallback, useState } from 'react';
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
 * Whether a picture has already failed: loaded, but without pixels. One the server rendered may fail before the app
 * takes the page over, when no onError is listening yet; a ref asks this as the app finds it.
 */
const failedAlready = (img: HTMLImageElement | null): img is HTMLImageElement =>
  !!img?.complete && img.naturalWidth === 0 && !!img.getAttribute('src');

/** Ref for article images: one that failed before the app took the page over gets the placeholder at once. */
export function catchEarlyImageFailure(img: HTMLImageElement | null) {
  if (failedAlready(img)) fallBackToPlaceholder({ currentTarget: img });
}

/**
 * Whether the picture at `src` failed to load, with the two props of its `<img>` that notice it: `onError`, and a
 * `ref` for one that failed before the app took the page over. A new `src` is tried afresh.
 */
export function useFailedPicture(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (failedAlready(img)) onError();
    },
    [onError],
  );
  return { failed: !!src && failedSrc === src, pictureProps: { onError, ref } };
}
