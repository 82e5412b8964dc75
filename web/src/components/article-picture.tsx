import type { ComponentProps } from 'react';
import { ARTICLE_PLACEHOLDER_IMAGE } from '@hmti/contract';
import { useFailedPicture } from '@/lib/pictures';

const PLACEHOLDER = { src: ARTICLE_PLACEHOLDER_IMAGE, srcSet: undefined, sizes: undefined };

/** An article's `<img>`: a picture that fails to load, even before the app took over, shows the placeholder. */
export function ArticlePicture(props: ComponentProps<'img'>) {
  const { failed, pictureProps } = useFailedPicture(props.src);
  return <img {...props} {...pictureProps} {...(failed ? PLACEHOLDER : {})} />;
}
