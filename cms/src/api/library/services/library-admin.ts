import type { Core } from '@strapi/strapi';
import { findRowOr404 } from '../../../lib/answer';
import { parseDriveUrl } from '../../../lib/gdrive-url';
import { badRequest, forbidden } from '../../../lib/http-error';
import { listPage, readListQuery } from '../../../lib/list-query';
import { indexedField } from '../../../lib/multipart';
import { mayActOn } from '../../../lib/ownership';
import { hasPermission } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { addedFields } from '../../../lib/schema-fields';
import { refuseIfChangedSince } from '../../../lib/changed-elsewhere';
import { LIBRARY_ATTRIBUTES, type LibraryRow, sharedLibraryFields } from '../lib/library-fields';
import { parseInput } from '../../../lib/request-input';
import {
  DRIVE_PRIVATE,
  DRIVE_PRIVATE_SUGGESTION,
  FIELD_LABELS,
  fieldMessage,
  labelAt,
  libraryItemSchema,
  type ManagedLibraryItem,
} from '@hmti/contract';
import { keptEntries, storedEntries } from '../lib/media-entries';
import { createMediaRows, saveItemWithMedia } from '../lib/media-store';
import { service } from '../../../lib/services';

const UID = 'api::library.library-item';
const ITEM_NOT_FOUND = 'Item library tidak ditemukan.';
const POPULATE = { authorUser: { select: ['id'] }, media: true, uploads: { select: ['id', 'url'] } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const items = () => strapi.db.query(UID);
  const toManageItem = (row: LibraryRow): ManagedLibraryItem & Record<string, unknown> => {
    // The item's files: its `media` entries, then the pictures added in /admin's "Uploaded pictures" (kept files).
    const media = [
      ...storedEntries(row.media),
      ...(row.uploads ?? []).map((u) => ({ url: u.url, type: 'image' as const, driveFileId: null })),
    ];
    return {
      ...sharedLibraryFields(row, addedFields(strapi, UID, LIBRARY_ATTRIBUTES)),
      fullDescription: row.fullDescription ?? '',
      mediaKinds: media.map((m) => m.type),
      gdriveFileIds: media.map((m) => m.driveFileId ?? ''),
      authorId: row.authorUser?.id ?? null,
      published: row.published !== false,
      updatedAt: row.updatedAt,
    };
  };

  /**
   * Validates the form (an edit first: is it of the version saved last?); every Drive link must parse and not be known-private (unverifiable links are kept).
   * keepMedia[i] names files of the item (from Drive, uploaded, or /admin's uploaded pictures) to keep as they are,
   * before the links. `published` ('Tampilkan di situs') is saved when sent; the right to send it is the right
   * to create or edit the item.
   */
  const readForm = async (fields: Record<string, unknown>, existing?: LibraryRow) => {
    const kinds = indexedField(fields, 'gdriveMediaTypes');
    const rows = indexedField(fields, 'gdriveUrls');
    const form = parseInput(libraryItemSchema, {
      ...fields,
      keep: indexedField(fields, 'keepMedia'),
      links: rows.map((url, i) => ({ url, mediaType: kinds[i] })),
    });
    if (existing) refuseIfChangedSince(form.basedOn, existing.updatedAt);
    // A link Drive refuses is named as the form numbers its rows (blank rows included).
    const refusedLink = (url: string, reason: string, suggestion?: string) => {
      const row = rows.findIndex((typed) => String(typed).trim() === url);
      const field = ['links', String(Math.max(0, row)), 'url'];
      return badRequest(fieldMessage(labelAt(FIELD_LABELS.library, field, {}) ?? FIELD_LABELS.library.links, reason), {
        field: field.join('.'),
        suggestion,
      });
    };
    const { title, description, fullDescription } = form;
    const keep = new Set(form.keep);
    const media = keptEntries(existing?.media, keep);
    const uploads = (existing?.uploads ?? []).flatMap((u) => (keep.has(u.url) && u.id ? [u.id] : []));
    const drive = service(strapi, 'api::library.gdrive');
    for (const { url, mediaType } of form.links) {
      const link = parseDriveUrl(url);
      if (!link.ok) continue; // the schema has refused it already
      if ((await drive.accessibility(link.kind, link.id)) === 'private')
        throw refusedLink(url, DRIVE_PRIVATE, DRIVE_PRIVATE_SUGGESTION);
      // A file as the address Drive shows it from; a folder as its files.
      const expanded = await drive.mediaUrl({ url, mediaType });
      if (!expanded.ok) throw refusedLink(url, expanded.reason, expanded.suggestion);
      for (const f of expanded.files) media.push({ url: f.url, type: f.type, source: 'gdrive', driveFileId: f.id });
    }
    const type = form.type ?? (media.some((m) => m.type === 'video') ? 'video' : 'photo');
    // Shown on the site: as the form's switch says; left out, a new item is shown and an edited one stays as it was.
    const published = form.published ?? (existing ? undefined : true);
    const optional = { ...(published === undefined ? {} : { published }), ...(existing ? { uploads } : {}) };
    return { fields: { title, description, fullDescription, type, ...optional }, media };
  };

  const load = (id: number) => findRowOr404<LibraryRow>(items(), id, ITEM_NOT_FOUND, POPULATE);

  return {
    /** ?page= answers one page with its meta (searchable by q, filterable by type); without it a plain array of the newest 1000. */
    async manageList(auth: AuthState, query: Record<string, unknown> = {}) {
      const canSeeOthers = hasPermission(auth.actor, 'library.view_others');
      if (!canSeeOthers && !hasPermission(auth.actor, 'library.view')) throw forbidden();
      const where: Record<string, unknown> = canSeeOthers ? {} : { authorUser: { id: auth.userId } };
      const orderBy = [{ createdAt: 'desc' }, { id: 'desc' }];
      const find = async (range: { offset?: number; limit: number }) =>
        (await items().findMany({ where, populate: POPULATE, orderBy, ...range })).map(toManageItem);
      if (query.page === undefined) return find({ limit: 1000 });
      const paging = readListQuery(query, { pageSize: 12, maxPageSize: 100 });
      if (paging.q) where.$or = [{ title: { $containsi: paging.q } }, { description: { $containsi: paging.q } }];
      if (paging.type === 'photo' || paging.type === 'video') where.type = paging.type;
      return listPage(paging, find, () => items().count({ where }));
    },

    async create(auth: AuthState, fields: Record<string, unknown>) {
      const form = await readForm(fields);
      // Its own words ('ditambahkan'); its author (the signed-in account) and an edit's and a delete's activity entries
      // are the data layer's, as in /admin.
      const row = await auditAs(
        { type: 'library', action: 'create', title: 'Media ditambahkan', entityTitle: String(form.fields.title) },
        () =>
          strapi.db.transaction(async () =>
            items().create({
              data: { ...form.fields, media: await createMediaRows(strapi, form.media), eventDate: new Date() },
            }),
          ),
      );
      return toManageItem({ ...row, media: form.media, authorUser: { id: auth.userId } });
    },

    async update(auth: AuthState, id: number, fields: Record<string, unknown>) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'library.edit', 'library.edit_others')) throw forbidden();
      const form = await readForm(fields, existing);
      await strapi.db.transaction(() => saveItemWithMedia(strapi, id, form.fields, form.media));
      return toManageItem(await load(id));
    },

    async remove(auth: AuthState, id: number) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'library.delete', 'library.delete_others')) throw forbidden();
      await strapi.db.transaction(() => items().delete({ where: { id } }));
      return { success: true };
    },
  };
};
