import type { ResponsiveImage } from '@hmti/contract';
import { responsiveImage, UPLOAD_IMAGE_FIELDS, type UploadImageRow } from '../../../lib/responsive-image';

/** The picture of an article without one (an article always has one; rows written otherwise may not). */
const ARTICLE_PLACEHOLDER_IMAGE = '/images/placeholder-article.svg';

/** What a read of articles populates for `articlePicture`: the Media Library cover's address and widths. */
export const PICTURE_POPULATE = { cover: { select: UPLOAD_IMAGE_FIELDS } };

/**
 * An article's picture as every answer gives it — the public list and page (and so the feeds and the page head), the
 * dashboard's list and editor: its address (the Media Library cover's, else the stored link — a Drive picture — else
 * the placeholder) and, for a cover, its widths for srcset. The data layer keeps `image` and `cover` one picture
 * (lib/article-picture-rule.ts).
 */
export const articlePicture = (row: {
  image?: string | null;
  cover?: UploadImageRow | null;
}): { image: string; imageSet: ResponsiveImage | null } => ({
  image: row.cover?.url || row.image || ARTICLE_PLACEHOLDER_IMAGE,
  imageSet: responsiveImage(row.cover),
});
