import type { Core } from '@strapi/strapi';
import {
  DRIVE_NOT_A_FILE,
  DRIVE_PRIVATE,
  FIELD_LABELS,
  fieldMessage,
  LIBRARY_LINK_REQUIRED,
  PICTURE_ELSEWHERE,
  shownPictureSource,
} from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { fieldRefusal } from '../../../lib/data-layer/refuse';
import { requirePictureFiles } from '../../../lib/data-layer/media-field';
import { eachRow, eachUpdated, type Row, type RowEvent } from '../../../lib/data-layer/lifecycle-event';
import { service } from '../../../lib/services';
import { displayUrl, parseDriveUrl } from '../../../lib/gdrive-url';
import { pictureOrigins, uploadOrigins } from '../../../lib/shown-origins';

const ITEM_UID = 'api::library.library-item';
const MEDIA_UID = 'library.media';

const LABEL = FIELD_LABELS.libraryMedia.url;
export const MEDIA_URL_ELSEWHERE = fieldMessage(LABEL, PICTURE_ELSEWHERE);

/**
 * One file of a library item, written through /admin, a script or the hmps import. Its address is one a page can
 * show: a file of this site (under /uploads/, or in the upload bucket) or a Google Drive file, with its Drive id. A
 * Drive share link is stored as the dashboard stores one (the address Drive shows the file from, and its id); where
 * an address is decides its `source`. Answers the refusal's message, or undefined once the entry is normalised in
 * place. (The dashboard's saves build their entries from checked links and the item's own files.)
 */
export function mediaEntryProblem(entry: Row): string | undefined {
  if (typeof entry.url !== 'string') return undefined; // an update that leaves the address as it is
  const url = entry.url.trim();
  const drive = parseDriveUrl(url);
  if (drive.ok && drive.kind === 'folder') return fieldMessage(LABEL, DRIVE_NOT_A_FILE);
  const type = entry.type === 'video' ? 'video' : 'image';
  if (drive.ok) {
    Object.assign(entry, {
      url: displayUrl(drive.id, type, appConfig.gdrive),
      source: 'gdrive',
      driveFileId: drive.id,
    });
    return undefined;
  }
  const shown = shownPictureSource(url, { uploads: uploadOrigins, pictures: pictureOrigins });
  if (!shown) return MEDIA_URL_ELSEWHERE;
  Object.assign(entry, { url, driveFileId: null, ...shown });
  return undefined;
}

/** Ids as the database takes a list of them (ids, rows with an id, or one of either), without the empty ones. */
const idsIn = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .map((v: unknown) => (v && typeof v === 'object' ? (v as Row).id : v))
    .filter((id) => id !== null && id !== undefined && id !== '')
    .map(String);

/**
 * How many files an item has after a write of one of its lists (`media`, `uploads`), as the database applies it: a
 * list (or one id) is the new set, null none, `set` the new set, `connect`/`disconnect` change the stored ones (given
 * neither, the database clears it); left out, the stored ones stay.
 */
async function filesAfter(value: unknown, stored: () => Promise<string[]>): Promise<number> {
  if (value === undefined) return (await stored()).length;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || 'id' in value) return idsIn(value).length;
  const { set, connect, disconnect } = value as Row;
  if (set) return idsIn(set).length;
  const added = idsIn(connect);
  const changed = new Set([...added, ...idsIn(disconnect)]);
  if (!changed.size) return 0;
  return (await stored()).filter((id) => !changed.has(id)).length + added.length;
}

/** The ids a write of a list adds to it: the list (or one id) itself, or what its `set` or `connect` name. */
function filesAdded(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value) || 'id' in value) return idsIn(value);
  const { set, connect } = value as Row;
  return [...idsIn(set), ...idsIn(connect)];
}

/**
 * A library item always has a picture to show, as the dashboard and /api require: at least one of its `media` entries
 * or of its Media Library `uploads`, after a create, and after an update that writes either (one that leaves both as
 * they are — hiding it, renaming it — is not asked); and the `uploads` a write adds are pictures (the Media Library
 * holds videos too, and only /admin's picker looks at the field's allowed types). Database lifecycles, so every door: /api, /admin's Content
 * Manager (its Duplicate too), scripts.
 */
function requireLibraryPicture(strapi: Core.Strapi) {
  const check = async (event: RowEvent) => {
    const data = event.params.data ?? {};
    const creating = event.action === 'beforeCreate';
    if (!creating && data.media === undefined && data.uploads === undefined) return;
    let row: Promise<{ media?: Row[]; uploads?: Row[] } | null> | undefined;
    const stored = (field: 'media' | 'uploads') => async () => {
      if (creating) return [];
      row ??= strapi.db.query(ITEM_UID).findOne({
        where: event.params.where,
        select: ['id'],
        populate: { media: { select: ['id'] }, uploads: { select: ['id'] } },
      });
      return idsIn((await row)?.[field] ?? []);
    };
    // Files the item already holds pass as they are (one given before this rule keeps the item editable).
    const added = filesAdded(data.uploads);
    if (added.length) {
      const kept = new Set(await stored('uploads')());
      const fresh = added.filter((id) => !kept.has(id));
      await requirePictureFiles(strapi, fresh, 'uploads');
    }
    const files = (await filesAfter(data.media, stored('media'))) + (await filesAfter(data.uploads, stored('uploads')));
    if (!files) throw fieldRefusal(['media'], LIBRARY_LINK_REQUIRED);
  };
  strapi.db.lifecycles.subscribe({
    models: [ITEM_UID],
    beforeCreate: check,
    beforeCreateMany: eachRow(check, ['media', 'uploads']),
    beforeUpdate: check,
    beforeUpdateMany: eachUpdated(strapi, check, ['media', 'uploads']),
  });
}

/**
 * The rules of an item's files: it has a picture (`requireLibraryPicture`, every door), and each entry of the Content
 * Manager's and scripts' item writes is one a page can show (a Document Service middleware, so the refusal is marked
 * on the entry's field). Entries already stored whose address a write leaves as it is pass as they are: an address
 * from before (an earlier import, another upload bucket) keeps the item editable.
 */
export function checkLibraryMedia(strapi: Core.Strapi) {
  requireLibraryPicture(strapi);
  strapi.documents.use(async (ctx, next) => {
    const data = (ctx.params as { data?: Row } | undefined)?.data;
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    if (ctx.uid !== ITEM_UID || !writes || !Array.isArray(data?.media)) return next();
    const entries = (data.media as unknown[]).filter((e): e is Row => !!e && typeof e === 'object');
    const ids = entries.map((e) => Number(e.id)).filter(Number.isSafeInteger);
    const stored: Row[] = ids.length
      ? await strapi.db
          .query(MEDIA_UID)
          .findMany({ where: { id: { $in: ids } }, select: ['id', 'url', 'source', 'driveFileId'] })
      : [];
    const kept = new Map(stored.map((row) => [Number(row.id), row]));
    // An entry as stored (its address, and where it says the file is, as given or left out) is left as it is.
    const unchanged = (entry: Row, row: Row | undefined) =>
      !!row &&
      (['url', 'source', 'driveFileId'] as const).every((key) => entry[key] === undefined || entry[key] === row[key]);
    const drive = service(strapi, 'api::library.gdrive');
    for (const [i, entry] of entries.entries()) {
      if (typeof entry.url === 'string' && unchanged(entry, kept.get(Number(entry.id)))) continue;
      const problem = mediaEntryProblem(entry);
      if (problem) throw fieldRefusal(['media', i, 'url'], problem);
      // A Drive file new to the item is one the server can open, as the dashboard's check-access requires.
      if (entry.source === 'gdrive' && (await drive.accessibility('file', String(entry.driveFileId))) === 'private')
        throw fieldRefusal(['media', i, 'url'], fieldMessage(LABEL, DRIVE_PRIVATE));
    }
    return next();
  });
}
