import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { displayUrl, guessMediaType, parseDriveUrl } from '../../../lib/gdrive-url';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { pageMeta, readListQuery } from '../../../lib/list-query';
import { indexedField } from '../../../lib/multipart';
import { mayActOn } from '../../../lib/ownership';
import { hasPermission } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import { auditAs } from '../../../lib/data-layer/audit-scope';

const UID = 'api::library.library-item';
export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Please provide a short description';
export const LINK_REQUIRED = 'Please provide at least one Google Drive link';
export const LINKS_INVALID = 'Please make sure all Google Drive links are valid and accessible';
export const INVALID_ID = 'Invalid item ID';
const MAX_LINKS = 30;

interface LibraryRow {
  id: number;
  title: string;
  description: string;
  fullDescription: string | null;
  type: 'photo' | 'video';
  images: unknown;
  mediaKinds: unknown;
  gdriveFileIds: unknown;
  createdAt: string;
  authorUser?: { id: number } | null;
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : '')) : []);

const toManageItem = (row: LibraryRow) => {
  const created = new Date(row.createdAt);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    fullDescription: row.fullDescription ?? '',
    type: row.type,
    images: list(row.images),
    mediaKinds: list(row.mediaKinds),
    gdriveFileIds: list(row.gdriveFileIds),
    authorId: row.authorUser?.id ?? null,
    date: created.toISOString().slice(0, 10),
    time: created.toISOString().slice(11, 16),
    createdAt: row.createdAt,
  };
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const items = () => strapi.db.query(UID);

  /** Validates the form; every Drive link must parse and not be known-private (unverifiable links are kept). */
  const readForm = async (fields: Record<string, unknown>) => {
    const title = str(fields.title, 200);
    const description = str(fields.description, 500);
    const fullDescription = str(fields.fullDescription, 10000);
    if (!title) throw badRequest(TITLE_REQUIRED);
    if (!description) throw badRequest(DESCRIPTION_REQUIRED);
    const urls = indexedField(fields, 'gdriveUrls')
      .map((u) => u.trim())
      .filter(Boolean)
      .slice(0, MAX_LINKS);
    const kinds = indexedField(fields, 'gdriveMediaTypes');
    if (!urls.length) throw badRequest(LINK_REQUIRED);
    const media: Array<{ url: string; id: string; kind: 'image' | 'video' }> = [];
    for (const [i, url] of urls.entries()) {
      const link = parseDriveUrl(url);
      if (!link.ok) throw badRequest(LINKS_INVALID, { link: url, reason: link.error });
      if ((await strapi.service('api::library.gdrive').accessibility(link.kind, link.id)) === 'private')
        throw badRequest(LINKS_INVALID, { link: url, reason: 'File is private and cannot be accessed by the server' });
      if (link.kind === 'folder') {
        const expanded = await strapi.service('api::library.gdrive').mediaUrl({ url, mediaType: kinds[i] });
        if (!expanded.ok) throw badRequest(LINKS_INVALID, { link: url, reason: expanded.message });
        for (const f of expanded.files) media.push({ url: f.url, id: f.id, kind: f.type });
      } else {
        const kind = guessMediaType(url, kinds[i]);
        media.push({ url: displayUrl(link.id, kind, appConfig.gdrive), id: link.id, kind });
      }
    }
    const type: 'photo' | 'video' =
      fields.type === 'video' || fields.type === 'photo'
        ? fields.type
        : media.some((m) => m.kind === 'video')
          ? 'video'
          : 'photo';
    return {
      title,
      description,
      fullDescription,
      type,
      images: media.map((m) => m.url),
      imageSources: media.map(() => 'gdrive'),
      gdriveFileIds: media.map((m) => m.id),
      mediaKinds: media.map((m) => m.kind),
    };
  };

  const load = async (id: number): Promise<LibraryRow> => {
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest(INVALID_ID);
    const row = await items().findOne({ where: { id }, populate: { authorUser: { select: ['id'] } } });
    if (!row) throw notFound('Library item not found');
    return row as LibraryRow;
  };

  return {
    /** ?page= answers one page with its meta (searchable by q, filterable by type); without it a plain array of the newest 1000. */
    async manageList(auth: AuthState, query: Record<string, unknown> = {}) {
      const canSeeOthers = hasPermission(auth.actor, 'library.view_others');
      if (!canSeeOthers && !hasPermission(auth.actor, 'library.view')) throw forbidden();
      const where: Record<string, unknown> = canSeeOthers ? {} : { authorUser: { id: auth.userId } };
      const find = (range: { offset?: number; limit: number }) =>
        items().findMany({
          where,
          populate: { authorUser: { select: ['id'] } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...range,
        });
      if (query.page === undefined) return ((await find({ limit: 1000 })) as LibraryRow[]).map(toManageItem);
      const paging = readListQuery(query, { pageSize: 12, maxPageSize: 100 });
      if (paging.q) where.$or = [{ title: { $containsi: paging.q } }, { description: { $containsi: paging.q } }];
      if (paging.type === 'photo' || paging.type === 'video') where.type = paging.type;
      const [rows, total] = await Promise.all([
        find({ offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize }),
        items().count({ where }),
      ]);
      return { data: (rows as LibraryRow[]).map(toManageItem), meta: pageMeta(paging.page, paging.pageSize, total) };
    },

    async create(auth: AuthState, fields: Record<string, unknown>) {
      const data = await readForm(fields);
      const row = await auditAs(
        { type: 'library', action: 'create', title: 'Media ditambahkan', entityTitle: String(data.title) },
        () =>
          items().create({
            data: { ...data, published: true, eventDate: new Date(), authorUser: auth.userId },
          }),
      );
      return toManageItem({ ...row, authorUser: { id: auth.userId } });
    },

    async update(auth: AuthState, id: number, fields: Record<string, unknown>) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'library.edit', 'library.edit_others')) throw forbidden();
      const data = await readForm(fields);
      await auditAs(
        { type: 'library', action: 'update', title: 'Media diperbarui', entityId: id, entityTitle: String(data.title) },
        () => strapi.db.transaction(() => items().update({ where: { id }, data })),
      );
      return toManageItem(await load(id));
    },

    async remove(auth: AuthState, id: number) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'library.delete', 'library.delete_others')) throw forbidden();
      await auditAs(
        { type: 'library', action: 'delete', title: 'Media dihapus', entityId: id, entityTitle: existing.title },
        () => strapi.db.transaction(() => items().delete({ where: { id } })),
      );
      return { success: true };
    },
  };
};
