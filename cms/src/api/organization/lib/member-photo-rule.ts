import type { Core } from '@strapi/strapi';
import { FIELD_LABELS, fieldMessage } from '@hmti/contract';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { parseDriveUrl } from '../../../lib/gdrive-url';
import { service } from '../../../lib/services';
import { MEMBER_UID } from './organization-fields';

/**
 * A member's photo given as a Drive link through /admin or a script (the Document Service) is taken as the dashboard
 * takes one: one file the server can open, stored as the address Drive shows it from; a folder or a private file is
 * refused on the field. Checked before the write's transaction, since it asks Drive. (The dashboard's saves check
 * their link with the same `drivePicture` before they write; other addresses are the contract's field rule.)
 */
export function checkMemberPhoto(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const data = (ctx.params as { data?: Record<string, unknown> } | undefined)?.data;
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    if (ctx.uid !== MEMBER_UID || !writes || !data || !parseDriveUrl(data.imageUrl).ok) return next();
    const picture = await service(strapi, 'api::library.gdrive').drivePicture(data.imageUrl);
    if (!picture.ok) throw fieldRefusal(['imageUrl'], fieldMessage(FIELD_LABELS.member.imageUrl, picture.reason));
    data.imageUrl = picture.url;
    return next();
  });
}
