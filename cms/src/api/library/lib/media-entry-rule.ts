import type { Core } from '@strapi/strapi';
import { DRIVE_NOT_A_FILE, FIELD_LABELS, fieldMessage, isSafeStoredUrl } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { displayUrl, parseDriveUrl } from '../../../lib/gdrive-url';
import { pictureOrigins, uploadOrigins } from '../../../lib/shown-origins';

const ITEM_UID = 'api::library.library-item';
const MEDIA_UID = 'library.media';
type Row = Record<string, unknown>;

const LABEL = FIELD_LABELS.libraryMedia.url;
export const MEDIA_URL_ELSEWHERE = fieldMessage(
  LABEL,
  'harus berupa link berbagi Google Drive atau alamat file situs ini (/uploads/…)',
);

/**
 * One file of a library item, whichever door writes it. Its address is one a page can show: a file of this site (a
 * path, or the upload bucket's address) or a Google Drive file. A Drive share link typed in /admin is stored as the
 * dashboard stores one (the address Drive shows the file from, and its id); where an address is decides its
 * `source`. Answers the refusal's message, or undefined once the entry is normalised in place.
 */
export function mediaEntryProblem(entry: Row): string | undefined {
  if (typeof entry.url !== 'string') return undefined; // an update that leaves the address as it is
  const url = entry.url.trim();
  const drive = parseDriveUrl(url);
  if (drive.ok && drive.kind === 'folder') return fieldMessage(LABEL, DRIVE_NOT_A_FILE);
  if (drive.ok) {
    const type = entry.type === 'video' ? 'video' : 'image';
    const shown = displayUrl(drive.id, type, appConfig.gdrive);
    Object.assign(entry, { url: shown, type, source: 'gdrive', driveFileId: drive.id });
    return undefined;
  }
  if (!url || url === '#' || !isSafeStoredUrl(url, 'link')) return MEDIA_URL_ELSEWHERE;
  const origin = url.startsWith('/') ? null : new URL(url).origin;
  if (origin && !pictureOrigins.includes(origin)) return MEDIA_URL_ELSEWHERE;
  const local = !origin || uploadOrigins.includes(origin);
  Object.assign(entry, { url, source: local ? 'local' : 'gdrive', ...(local ? { driveFileId: null } : {}) });
  return undefined;
}

/**
 * The rule for every door: on the Content Manager's and scripts' item writes (a Document Service middleware, so the
 * refusal is marked on the entry's field), and on each file row written (the /api's and the importer's db.query).
 */
export function checkLibraryMedia(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const data = (ctx.params as { data?: Row } | undefined)?.data;
    if (ctx.uid === ITEM_UID && (ctx.action === 'create' || ctx.action === 'update') && Array.isArray(data?.media))
      (data.media as Row[]).forEach((entry, i) => {
        const problem = entry && typeof entry === 'object' ? mediaEntryProblem(entry) : undefined;
        if (problem) throw fieldRefusal(['media', i, 'url'], problem);
      });
    return next();
  });
  const check = (event: { params: { data?: Row } }) => {
    const problem = event.params.data ? mediaEntryProblem(event.params.data) : undefined;
    if (problem) throw fieldRefusal(['url'], problem);
  };
  strapi.db.lifecycles.subscribe({ models: [MEDIA_UID], beforeCreate: check, beforeUpdate: check });
}
