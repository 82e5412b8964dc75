import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

interface Place {
  uid: UID.ContentType;
  /** A Media Library field (linked by id), or a text field holding the file's address (or a format's) in its text. */
  field: string;
  linked?: true;
  /** The field that names the row; a single type has none (its one row is read once, JSON columns too). */
  title?: string;
  as: string;
}

/**
 * Every place content shows an uploaded file, and how a person names it. A file is shown by its address where it
 * was typed, pasted or imported as `/uploads/…`: every such address, and each of its formats' addresses, holds the
 * file's hash, or, for the demo pictures the first start registers, the file's own name (`library-1.webp`).
 */
const SHOWN_AT: Place[] = [
  { uid: 'api::articles.article', field: 'cover', linked: true, title: 'title', as: 'sampul artikel' },
  { uid: 'api::articles.article', field: 'image', title: 'title', as: 'gambar artikel' },
  { uid: 'api::articles.article', field: 'content', title: 'title', as: 'gambar di isi artikel' },
  { uid: 'api::library.library-item', field: 'uploads', linked: true, title: 'title', as: 'gambar library' },
  { uid: 'api::library.library-item', field: 'media.url', title: 'title', as: 'media library' },
  { uid: 'api::organization.member', field: 'photo', linked: true, title: 'name', as: 'foto anggota' },
  { uid: 'api::organization.member', field: 'imageUrl', title: 'name', as: 'foto anggota' },
  { uid: 'api::organization.division', field: 'logo', title: 'displayName', as: 'logo divisi' },
  { uid: 'api::settings.setting', field: 'logoUrl', as: 'logo situs di Pengaturan' },
  { uid: 'api::settings.setting', field: 'aboutUs', as: 'gambar di Tentang Kami' },
  { uid: 'api::settings.setting', field: 'chairpersonPhoto', as: 'foto ketua di Pengaturan' },
  { uid: 'api::settings.setting', field: 'viceChairpersonPhoto', as: 'foto wakil ketua di Pengaturan' },
  { uid: 'api::settings.setting', field: 'divisionHeads', as: 'foto kepala divisi di Pengaturan' },
  { uid: 'api::settings.setting', field: 'divisionLogos', as: 'logo divisi di Pengaturan' },
];

/** `a.b` → `{ a: { b: leaf } }`: a filter through a component. */
const nested = (field: string, leaf: unknown): Record<string, unknown> =>
  field.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf) as Record<string, unknown>;

async function shownAt(
  strapi: Core.Strapi,
  place: Place,
  file: { id: unknown; names: string[] },
  singles: Map<string, Record<string, unknown> | null>,
) {
  if (!place.title) {
    // A single type's one row, read once with every field it is searched in (PostgreSQL cannot LIKE a JSON column).
    if (!singles.has(place.uid)) {
      const select = SHOWN_AT.filter((p) => p.uid === place.uid).map((p) => p.field);
      singles.set(place.uid, await strapi.db.query(place.uid).findOne({ select }));
    }
    const row = singles.get(place.uid);
    const text = JSON.stringify(row?.[place.field] ?? null);
    return file.names.some((name) => text.includes(name)) ? row : null;
  }
  const where = place.linked
    ? nested(place.field, { id: file.id })
    : { $or: file.names.map((name) => nested(place.field, { $contains: name })) };
  return (await strapi.db.query(place.uid).findOne({ where, select: [place.title] })) as Record<string, unknown> | null;
}

/**
 * Refuses to delete an uploaded file that content still shows, by link or by address: the Media Library would take
 * the file off the disk and leave the page with a dead picture. Called before the upload service deletes anything
 * (extensions/upload), so every door that deletes through it (the Media Library, its bulk delete) obeys.
 */
export async function refuseIfShown(strapi: Core.Strapi, fileId: unknown) {
  const file = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { id: fileId }, select: ['hash', 'url'] })) as { hash?: string; url?: string } | null;
  if (!file?.hash) return;
  const name = path.posix.basename(file.url ?? '');
  const names = name && !name.includes(file.hash) ? [file.hash, name] : [file.hash];
  const singles = new Map<string, Record<string, unknown> | null>();
  for (const place of SHOWN_AT) {
    const row = await shownAt(strapi, place, { id: fileId, names }, singles);
    if (row)
      throw new errors.ApplicationError(
        `File ini masih dipakai sebagai ${place.as}${place.title ? ` “${String(row[place.title])}”` : ''}. ` +
          'Ganti atau hapus di sana lebih dulu.',
      );
  }
}

/**
 * The Media Library folders named by id (their paths), and `inside(key)`: the conditions matching what lies in them,
 * at any depth, by the path `key` holds (a file's folderPath, a folder's own path).
 */
export async function inFolders(strapi: Core.Strapi, folderIds: unknown[]) {
  const named = folderIds.length
    ? ((await strapi.db
        .query('plugin::upload.folder')
        .findMany({ where: { id: { $in: folderIds } }, select: ['path'] })) as Array<{ path: string }>)
    : [];
  const inside = (key: string) =>
    named.flatMap(({ path }) => [{ [key]: path }, { [key]: { $startsWith: `${path}/` } }]);
  return { named, inside };
}

/**
 * The same for a bulk delete (files by id, folders with all under them): every file is checked before the first is
 * deleted, so a refusal deletes nothing (Strapi deletes them side by side, each refused only on its own).
 */
export async function refuseIfAnyShown(strapi: Core.Strapi, fileIds: unknown, folderIds: unknown) {
  const ids = Array.isArray(fileIds) ? fileIds : [];
  const { inside } = await inFolders(strapi, Array.isArray(folderIds) ? folderIds : []);
  const where = [...(ids.length ? [{ id: { $in: ids } }] : []), ...inside('folderPath')];
  if (!where.length) return;
  const files = (await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { $or: where }, select: ['id'] })) as Array<{ id: number }>;
  for (const file of files) await refuseIfShown(strapi, file.id);
}
