import type { Core } from '@strapi/strapi';
import { IMAGE_REQUIRED } from '@hmti/contract';
import { isAdminPanelRequest } from '../../../lib/data-layer/actor';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { mediaFileOf, pictureFile } from '../../../lib/data-layer/media-field';
import { given, type ArticleWrite, type Row } from './article-write';

const FILE_UID = 'plugin::upload.file';

/**
 * An article has one picture, whichever door writes it. `image` is its address, which every answer gives (a Drive
 * link from the dashboard's Drive flow, a link stored before pictures were files, or a Media Library file's URL);
 * `cover` is that Media Library file when the picture is one. A write that gives a cover (/admin's Cover field, the
 * dashboard's upload) makes the address the file's; a write that takes the cover away takes its address with it; a
 * write that gives only an address (a restored revision, an import, a script) links the Media Library file at that
 * address, if there is one, as the cover. And an article always has a picture.
 */
export async function pictureRule(strapi: Core.Strapi, { action, data, rows }: ArticleWrite) {
  const fileAt = (where: Row) =>
    strapi.db.query(FILE_UID).findOne({ select: ['id', 'url'], where }) as Promise<{ id: number; url: string } | null>;
  const cover = mediaFileOf(data.cover);
  // A bulk write keeps only the rule that a picture stays.
  if (cover && action !== 'beforeUpdateMany') {
    const file = await pictureFile(strapi, cover, 'cover');
    if (file) Object.assign(data, { image: file.url, imageSource: 'local', gdriveFileId: null });
  } else if (cover === null && action !== 'beforeUpdateMany') {
    // An emptied cover's address (sent beside it, or stored) is the removed file's: it goes too (a Drive link stays).
    const address = data.image !== undefined || action === 'beforeCreate' ? data.image : rows[0]?.image;
    if (typeof address === 'string' && address && (await fileAt({ url: address }))) data.image = null;
  } else if (cover === undefined && given(data.image) && action !== 'beforeUpdateMany') {
    data.cover = (await fileAt({ url: data.image }))?.id ?? null;
  }
  const image = action === 'beforeCreate' ? (data.image ?? null) : data.image;
  // The refusal is marked on the field the door shows: /admin's Cover image (its address field is read-only there).
  if ((image === null || image === '') && !mediaFileOf(data.cover))
    throw fieldRefusal([data.cover === undefined && !isAdminPanelRequest(strapi) ? 'image' : 'cover'], IMAGE_REQUIRED);
}
