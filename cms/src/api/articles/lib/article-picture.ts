import { responsiveImage, UPLOAD_IMAGE_FIELDS, type UploadImageRow } from '../../../lib/responsive-image';

/** What a read of articles populates for `articlePicture`: the Media Library cover's address and widths. */
export const PICTURE_POPULATE = { cover: { select: UPLOAD_IMAGE_FIELDS } };

/**
 * An article's picture as every answer gives it (the public list and page, so the feeds and page head, the dashboard's
 * list and editor): the Media Library cover's address, else the stored link (a Drive picture), else the placeholder (a
 * row written otherwise may have none); and a cover's widths for srcset. The data layer keeps `image` and `cover` one
 * picture (lib/article-picture-rule.ts).
 */
export const articlePicture = (row: { image?: string | null; cover?: UploadImageRow | null }) => ({
  image: row.cover?.url || row.image || '/images/placeholder-article.svg',
  imageSet: responsiveImage(row.cover),
});
