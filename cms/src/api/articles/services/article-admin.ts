import type { Core } from '@strapi/strapi';
import { pageMeta, readListQuery } from '../../../lib/list-query';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { parseDriveUrl, displayUrl } from '../../../lib/gdrive-url';
import { appConfig } from '../../../config/app-config';
import { mayActOn } from '../../../lib/ownership';
import { hasPermission } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import type { UploadedFile } from '../../../lib/multipart';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { wallDateAndTime } from '../../../lib/schedule/zoned-time';
import { addedFields, pickFields } from '../../../lib/schema-fields';
import { normaliseTags } from '../../../lib/tags';
import { ALL_FIELDS_REQUIRED, articleFormSchema, htmlHasText, IMAGE_REQUIRED } from '@hmti/contract';
import { parseInput } from '../../../lib/request-input';
import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';
import { ARTICLE_ATTRIBUTES } from '../lib/article-fields';
import { publishEntries } from '../lib/publish-entries';
import { uniqueArticleSlug } from '../lib/unique-slug';
import { readSchedule, scheduleNote, scheduleView } from '../lib/article-schedule';

const UID = 'api::articles.article';

interface ArticleInput {
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
  tags: string[];
  gdriveUrl?: string;
}

interface StoredArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  imageSource: string | null;
  tags: unknown;
  author: string | null;
  published: boolean;
  slugHistory: string | null;
  scheduledAt?: string | null;
  publishedDate?: string | null;
  createdAt: string;
  updatedAt: string;
  authorUser?: { id: number } | null;
}

/** Reads and checks the multipart article form; each refusal carries the message the editor shows. */
export function readArticleForm(fields: Record<string, unknown>): ArticleInput {
  const input = parseInput(articleFormSchema, fields);
  const content = sanitizeRichText(input.content);
  if (!htmlHasText(content)) throw badRequest(ALL_FIELDS_REQUIRED);
  return { ...input, content, tags: normaliseTags(input.tags) };
}

const contractFields = (row: StoredArticle) => {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image || '/images/placeholder-article.svg',
    author: row.author ?? '',
    authorId: row.authorUser?.id ?? null,
    published: !!row.published,
    tags: Array.isArray(row.tags) ? row.tags : [],
    ...wallDateAndTime(row.createdAt, appConfig.siteTimeZone),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    /** When it first went public (kept while it is a draft again); null until then. */
    publishedDate: row.publishedDate ?? null,
  };
};

/**
 * The entries of a save: created or updated, then "publish" after every save of a published article, or
 * "unpublish" when a save takes a published article off the site.
 */
function savedEntries(
  action: 'create' | 'update',
  title: string,
  published: boolean,
  wasPublished?: 'unpublish',
): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    {
      type: 'article',
      action,
      title: action === 'create' ? 'Artikel dibuat' : 'Artikel diperbarui',
      entityTitle: title,
    },
  ];
  return [...entries, ...publishEntries(title, published, !!wasPublished)];
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const articles = () => strapi.db.query(UID);
  const added = () => addedFields(strapi, UID, ARTICLE_ATTRIBUTES);
  const toManageItem = (row: StoredArticle) => ({
    ...pickFields(row as unknown as Record<string, unknown>, added()),
    ...contractFields(row),
    ...scheduleView(row.scheduledAt),
  });
  const uploads = () => strapi.service('api::content.image-uploads');

  const uniqueSlug = (title: string, exceptId?: number) => uniqueArticleSlug(strapi, title, exceptId);

  const resolveImage = async (input: ArticleInput, file: UploadedFile | undefined, existing?: StoredArticle) => {
    if (file) {
      const stored = await uploads().store(file, 'article');
      return { fields: { image: stored.url, imageSource: 'local', gdriveFileId: null, cover: stored.id }, stored };
    }
    if (input.gdriveUrl) {
      const link = parseDriveUrl(input.gdriveUrl);
      if (!link.ok) throw badRequest(link.error, link.suggestion ? { suggestion: link.suggestion } : {});
      if (link.kind !== 'file') throw badRequest('Invalid Google Drive link');
      const state = await strapi.service('api::library.gdrive').accessibility('file', link.id);
      if (state === 'private')
        throw badRequest('File is private and cannot be accessed by the server', {
          suggestion: 'Share the file with "Anyone with the link"',
        });
      return {
        fields: {
          image: displayUrl(link.id, 'image', appConfig.gdrive),
          imageSource: 'gdrive',
          gdriveFileId: link.id,
          cover: null,
        },
      };
    }
    if (existing?.image) return { fields: {} };
    throw badRequest(IMAGE_REQUIRED);
  };

  const load = async (id: number): Promise<StoredArticle> => {
    const row = await articles().findOne({ where: { id }, populate: { authorUser: { select: ['id'] } } });
    if (!row) throw notFound('Article not found');
    return row as StoredArticle;
  };

  return {
    /** Own articles with articles.view, everyone's with articles.view_others; drafts included. */
    async manageList(auth: AuthState, query: Record<string, unknown>) {
      const canSeeOthers = hasPermission(auth.actor, 'articles.view_others');
      if (!canSeeOthers && !hasPermission(auth.actor, 'articles.view')) throw forbidden();
      const where: Record<string, unknown> = canSeeOthers ? {} : { authorUser: { id: auth.userId } };
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
      if (q) where.$or = [{ title: { $containsi: q } }, { excerpt: { $containsi: q } }];
      if (query.status === 'published') where.published = true;
      if (query.status === 'draft') where.published = false;
      const find = (range: { offset?: number; limit: number }) =>
        articles().findMany({
          select: [
            'id',
            'slug',
            'title',
            'excerpt',
            'image',
            'imageSource',
            'tags',
            'author',
            'published',
            'scheduledAt',
            'publishedDate',
            'createdAt',
            'updatedAt',
            ...added(),
          ],
          where,
          populate: { authorUser: { select: ['id'] } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...range,
        });
      // ?page=&pageSize=: one page with its meta (what the dashboard asks for); without: the newest 1000.
      // Each item carries its readership count (page views over the kept analytics days).
      const withViews = async (rows: StoredArticle[]) => {
        const views = await strapi.service('api::analytics.page-views').viewsOf(rows);
        return rows.map((row) => ({ ...toManageItem(row), views: views.get(row.id) ?? 0 }));
      };
      if (query.page === undefined) return withViews((await find({ limit: 1000 })) as StoredArticle[]);
      const paging = readListQuery({ page: query.page, pageSize: query.pageSize }, { pageSize: 9, maxPageSize: 100 });
      const [rows, total] = await Promise.all([
        find({ offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize }),
        articles().count({ where }),
      ]);
      return { data: await withViews(rows as StoredArticle[]), meta: pageMeta(paging.page, paging.pageSize, total) };
    },

    async getForEdit(auth: AuthState, id: number) {
      const row = await load(id);
      if (
        !mayActOn(auth.actor, row.authorUser?.id, 'articles.view', 'articles.view_others') &&
        !mayActOn(auth.actor, row.authorUser?.id, 'articles.edit', 'articles.edit_others')
      )
        throw forbidden();
      const full = await articles().findOne({ where: { id } });
      return {
        ...toManageItem(row),
        content: full.content,
        gdriveFileId: full.gdriveFileId ?? null,
        imageSource: full.imageSource,
      };
    },

    async create(auth: AuthState, fields: Record<string, unknown>, file?: UploadedFile) {
      const input = readArticleForm(fields);
      const schedule = readSchedule(fields, input.published);
      const image = await resolveImage(input, file);
      try {
        const entries = savedEntries('create', input.title, input.published);
        if (schedule.at) entries[0].description = scheduleNote(schedule.at);
        const created = await auditAs(entries, () =>
          strapi.db.transaction(async () =>
            articles().create({
              data: {
                title: input.title,
                slug: await uniqueSlug(input.title),
                excerpt: input.excerpt,
                content: input.content,
                tags: input.tags,
                published: input.published,
                scheduledAt: schedule.at,
                // author and authorUser: the signed-in account, set by the data layer
                ...image.fields,
              },
            }),
          ),
        );
        return this.getForEdit(auth, created.id);
      } catch (error) {
        await uploads().remove(image.stored);
        throw error;
      }
    },

    async update(auth: AuthState, id: number, fields: Record<string, unknown>, file?: UploadedFile) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'articles.edit', 'articles.edit_others')) throw forbidden();
      const input = readArticleForm(fields);
      const schedule = readSchedule(fields, input.published, existing.scheduledAt);
      const image = await resolveImage(input, file, existing);
      try {
        const entries = savedEntries(
          'update',
          input.title,
          input.published,
          existing.published ? 'unpublish' : undefined,
        );
        if (schedule.at && schedule.changed) entries[0].description = scheduleNote(schedule.at);
        await auditAs(entries, () =>
          strapi.db.transaction(async () => {
            const titleChanged = input.title !== existing.title;
            const slug = titleChanged ? await uniqueSlug(input.title, id) : existing.slug;
            const history =
              titleChanged && slug !== existing.slug
                ? `${existing.slugHistory || '|'}${existing.slug}|`
                : existing.slugHistory;
            await articles().update({
              where: { id },
              data: {
                title: input.title,
                slug,
                slugHistory: history,
                excerpt: input.excerpt,
                content: input.content,
                tags: input.tags,
                published: input.published,
                scheduledAt: schedule.at,
                ...image.fields,
              },
            });
          }),
        );
      } catch (error) {
        await uploads().remove(image.stored);
        throw error;
      }
      return this.getForEdit(auth, id);
    },

    async remove(auth: AuthState, id: number) {
      const existing = await load(id);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'articles.delete', 'articles.delete_others'))
        throw forbidden();
      await auditAs(
        { type: 'article', action: 'delete', title: 'Artikel dihapus', entityId: id, entityTitle: existing.title },
        () => strapi.db.transaction(() => articles().delete({ where: { id } })),
      );
      return { success: true };
    },
  };
};
