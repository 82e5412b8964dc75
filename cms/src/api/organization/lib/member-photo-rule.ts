import type { Core } from '@strapi/strapi';
import { FIELD_LABELS, fieldMessage } from '@hmti/contract';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { mediaFileOf, pictureFile } from '../../../lib/data-layer/media-field';
import { eachRow, eachUpdated, type Row, type RowEvent } from '../../../lib/data-layer/lifecycle-event';
import { parseDriveUrl } from '../../../lib/gdrive-url';
import { service } from '../../../lib/services';
import { MEMBER_UID } from './organization-fields';

/**
 * With the uploaded file of the member `where` finds taken away, its address goes too: the site stops showing the
 * photo and the Media Library lets the file go. An address elsewhere (a Drive link, given beside or stored) stays.
 */
async function dropAddressOfTakenFile(strapi: Core.Strapi, where: unknown, data: Row) {
  const row = (await strapi.db.query(MEMBER_UID).findOne({
    where,
    select: ['id', 'imageUrl'],
    populate: { photo: { select: ['url', 'hash'] } },
  })) as { imageUrl?: string | null; photo?: { url?: string; hash?: string } | null } | null;
  const file = row?.photo;
  if (!file) return;
  const address = data.imageUrl === undefined ? row.imageUrl : data.imageUrl;
  // The file's address, or one of its formats' (each holds its hash), as the Media Library counts it in use.
  const isTheFile = (url: string) => url === file.url || (!!file.hash && url.includes(file.hash));
  if (typeof address === 'string' && address && isTheFile(address)) data.imageUrl = null;
}

/**
 * A member's photo is an uploaded file (`photo`, shown first) or an address (`imageUrl`); the dashboard's upload
 * stores both, the file and its address. A write that gives a file (/admin's "Foto (unggahan)", a script) makes the
 * address the file's, so the replaced file is no longer held by it; a write that takes the uploaded file away takes
 * its address with it (dropAddressOfTakenFile). Database lifecycles, so every door; a Duplicate is a create here, its
 * source known to the Document Service only (checkMemberPhoto).
 */
function addressFollowsFile(strapi: Core.Strapi) {
  const check = async (event: RowEvent) => {
    const data = event.params.data;
    const given = data && mediaFileOf(data.photo);
    if (!data || given === undefined) return;
    if (given !== null) {
      const file = await pictureFile(strapi, given, 'photo');
      if (file?.url) data.imageUrl = file.url;
      return;
    }
    if (event.action !== 'beforeCreate') await dropAddressOfTakenFile(strapi, event.params.where, data);
  };
  strapi.db.lifecycles.subscribe({
    models: [MEMBER_UID],
    beforeCreate: check,
    beforeCreateMany: eachRow(check, ['photo']),
    beforeUpdate: check,
    beforeUpdateMany: eachUpdated(strapi, check, ['photo']),
  });
}

/**
 * A Drive link given as a member's photo address (/admin, scripts: the Document Service) must be one file the server
 * can open (asked before the write's transaction), and is stored as the address Drive shows it from; whether an
 * address is one the site can show at all is the data layer's rule for every door (lib/data-layer/shown-pictures.ts).
 * A stored address the write leaves as it is passes. And the address follows the uploaded file (addressFollowsFile).
 */
export function checkMemberPhoto(strapi: Core.Strapi) {
  addressFollowsFile(strapi);
  strapi.documents.use(async (ctx, next) => {
    const params = ctx.params as { data?: Row; documentId?: string } | undefined;
    const data = params?.data;
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    // A Duplicate whose photo was cleared before saving: the copied address of the source's file goes too.
    if (ctx.uid === MEMBER_UID && ctx.action === 'clone' && data && mediaFileOf(data.photo) === null)
      await dropAddressOfTakenFile(strapi, { documentId: params?.documentId }, data);
    if (ctx.uid !== MEMBER_UID || !writes || !data || typeof data.imageUrl !== 'string') return next();
    const url = data.imageUrl.trim();
    if (!parseDriveUrl(url).ok) return next();
    if (ctx.action !== 'create' && params?.documentId) {
      const stored = (await strapi.db
        .query(MEMBER_UID)
        .findOne({ where: { documentId: params.documentId }, select: ['imageUrl'] })) as { imageUrl?: string } | null;
      if (stored?.imageUrl === url) return next();
    }
    const picture = await service(strapi, 'api::library.gdrive').drivePicture(url);
    if (!picture.ok) throw fieldRefusal(['imageUrl'], fieldMessage(FIELD_LABELS.member.imageUrl, picture.reason));
    data.imageUrl = picture.url;
    return next();
  });
}
