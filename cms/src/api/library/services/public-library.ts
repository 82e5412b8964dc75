import type { Core } from '@strapi/strapi';
import type { LibraryItem } from '@hmti/contract';
import { listPage, readListQuery } from '../../../lib/list-query';
import { addedFields } from '../../../lib/schema-fields';
import { LIBRARY_ATTRIBUTES, type LibraryRow, sharedLibraryFields } from '../lib/library-fields';
import { storedEntries } from '../lib/media-entries';
import { responsiveImage, UPLOAD_IMAGE_FIELDS, type UploadImageRow } from '../../../lib/responsive-image';

const UID = 'api::library.library-item';
const FIELDS = ['id', 'title', 'description', 'fullDescription', 'type', 'eventDate', 'createdAt'];

/** Site-relative URLs under /uploads/ may name a file of the media library, which knows the file's widths. */
const UPLOAD_URL = /^\/uploads\//;

/**
 * The upload rows behind the pictures of these items that are given as URLs (the `media` component) but are
 * files of the media library: one query for the whole page, also when the page names none (so a list costs the same
 * statements whatever its items hold). Drive links and plain files have none.
 */
async function uploadsByUrl(strapi: Core.Strapi, rows: LibraryRow[]): Promise<Map<string, UploadImageRow>> {
  if (!rows.length) return new Map();
  const urls = rows.flatMap((row) =>
    storedEntries(row.media)
      .filter((m) => m.type === 'image' && m.source === 'local' && UPLOAD_URL.test(m.url))
      .map((m) => m.url),
  );
  const where = { url: { $in: [...new Set(urls)] } };
  const files: UploadImageRow[] = await strapi.db
    .query('plugin::upload.file')
    .findMany({ select: UPLOAD_IMAGE_FIELDS, where });
  return new Map(files.map((f) => [f.url, f]));
}

const contractFields = (row: LibraryRow, uploads: Map<string, UploadImageRow>, added: string[]): LibraryItem => {
  const media = storedEntries(row.media);
  const shared = sharedLibraryFields(row, added);
  return {
    ...shared,
    fullDescription: row.fullDescription ?? row.description,
    // Each picture's widths when it is a file of the media library (null for Drive links, videos and plain files).
    imageSets: [
      ...media.map((m) => (m.type === 'image' ? responsiveImage(uploads.get(m.url)) : null)),
      ...(row.uploads ?? []).map((u) => responsiveImage(u)),
    ],
    // The pictures added in /admin's "Uploaded pictures" take the item's kind.
    mediaKinds: shared.images.map((_, i) => media[i]?.type ?? (row.type === 'video' ? 'video' : 'image')),
  };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(rawQuery: Record<string, unknown>) {
    const added = addedFields(strapi, UID, LIBRARY_ATTRIBUTES);
    const query = readListQuery(rawQuery, { pageSize: 12, maxPageSize: 100 });
    const where: Record<string, unknown> = { published: true };
    // ?searchIn=title: the landing section searches titles only; elsewhere title or description.
    const searched = rawQuery.searchIn === 'title' ? ['title'] : ['title', 'description'];
    if (query.q) where.$or = searched.map((field) => ({ [field]: { $containsi: query.q } }));
    if (query.type === 'photo' || query.type === 'video') where.type = query.type;
    const find = async (extra: Record<string, unknown> = {}) => {
      const rows = (await strapi.db.query(UID).findMany({
        select: [...FIELDS, ...added],
        where,
        populate: { uploads: { select: UPLOAD_IMAGE_FIELDS }, media: true },
        orderBy: [{ eventDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
        ...extra,
      })) as LibraryRow[];
      const uploads = await uploadsByUrl(strapi, rows);
      return rows.map((row) => contractFields(row, uploads, added));
    };
    if (!query.paged) return find();
    return listPage(query, find, () => strapi.db.query(UID).count({ where }));
  },
});
