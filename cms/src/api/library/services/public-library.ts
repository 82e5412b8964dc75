import type { Core } from '@strapi/strapi';
import { pageMeta, readListQuery } from '../../../lib/list-query';

const UID = 'api::library.library-item';
const FIELDS = [
  'id',
  'title',
  'description',
  'fullDescription',
  'type',
  'images',
  'mediaKinds',
  'eventDate',
  'createdAt',
];

interface LibraryRow {
  id: number;
  title: string;
  description: string;
  fullDescription: string | null;
  type: 'photo' | 'video';
  images: unknown;
  mediaKinds: unknown;
  eventDate: string | null;
  createdAt: string;
  uploads?: Array<{ url: string }>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Date and time in the site's timezone (WIB, UTC+7), as the cards show them. */
const wib = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 7 * 3600 * 1000);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
};

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && !!x) : [];

const toItem = (row: LibraryRow) => {
  const images = [...strings(row.images), ...(row.uploads ?? []).map((u) => u.url)];
  const kinds = strings(row.mediaKinds);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    fullDescription: row.fullDescription ?? row.description,
    type: row.type,
    images,
    mediaKinds: images.map((_, i) =>
      kinds[i] === 'video' ? 'video' : kinds[i] === 'image' ? 'image' : row.type === 'video' ? 'video' : 'image',
    ),
    ...wib(row.eventDate ?? row.createdAt),
    createdAt: row.createdAt,
  };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(rawQuery: Record<string, unknown>) {
    const query = readListQuery(rawQuery, { pageSize: 12, maxPageSize: 100 });
    const where: Record<string, unknown> = { published: true };
    // ?searchIn=title: the landing section searches titles only; elsewhere title or description.
    if (query.q)
      where.$or =
        rawQuery.searchIn === 'title'
          ? [{ title: { $containsi: query.q } }]
          : [{ title: { $containsi: query.q } }, { description: { $containsi: query.q } }];
    if (query.type === 'photo' || query.type === 'video') where.type = query.type;
    const find = (extra: Record<string, unknown> = {}) =>
      strapi.db.query(UID).findMany({
        select: FIELDS,
        where,
        populate: { uploads: { select: ['url'] } },
        orderBy: [{ eventDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
        ...extra,
      });
    if (!query.paged) return ((await find()) as LibraryRow[]).map(toItem);
    const [rows, total] = await Promise.all([
      find({ offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      strapi.db.query(UID).count({ where }),
    ]);
    return { data: (rows as LibraryRow[]).map(toItem), meta: pageMeta(query.page, query.pageSize, total) };
  },
});
