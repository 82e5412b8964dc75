import { useCallback, useState, type ComponentProps } from 'react';
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

/**
 * Whether a picture has already failed: loaded, but without pixels. One the server rendered may fail before the app
 * takes the page over, when no onError is listening yet; a ref asks this as the app finds it.
 */
const failedAlready = (img: HTMLImageElement | null) =>
  !!img?.complete && img.naturalWidth === 0 && !!img.getAttribute('src');

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

const PLACEHOLDER = { src: ARTICLE_PLACEHOLDER_IMAGE, srcSet: undefined, sizes: undefined };

/** An article's `<img>`: a picture that fails to load, even before the app took over, shows the placeholder. */
export function ArticlePicture(props: ComponentProps<'img'>) {
  const { failed, pictureProps } = useFailedPicture(props.src);
  return <img {...props} {...pictureProps} {...(failed ? PLACEHOLDER : {})} />;
}
