import { useCallback, useState } from 'react';

/**
 * Whether the picture at `src` failed to load, with the two props of its `<img>` that notice it: `onError`, and a
 * `ref` for a picture the server rendered that failed before the app took the page over, when no onError was
 * listening yet (loaded, but without pixels). A new `src` is tried afresh.
 */
export function useFailedPicture(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError();
    },
    [onError],
  );
  return { failed: !!src && failedSrc === src, pictureProps: { onError, ref } };
}
