import type { Core } from '@strapi/strapi';
import { listPage, readListQuery } from '../../../lib/list-query';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { refuseIfChangedSince } from '../../../lib/changed-elsewhere';
import { appConfig } from '../../../config/app-config';
import { mayActOn } from '../../../lib/ownership';
import { hasPermission } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import type { UploadedFile } from '../../../lib/multipart';
import { wallDateAndTime } from '../../../lib/schedule/zoned-time';
import { addedFields } from '../../../lib/schema-fields';
import {
  articleFormSchema,
  FIELD_LABELS,
  type EditableArticle,
  type InputOf,
  type ManagedArticle,
  IMAGE_REQUIRED,
} from '@hmti/contract';
import { parseInput } from '../../../lib/request-input';
import { ARTICLE_ATTRIBUTES, type ArticleRow, LIST_FIELDS, sharedArticleFields } from '../lib/article-fields';
import { PICTURE_POPULATE } from '../lib/article-picture';
import { readSchedule, scheduleView } from '../lib/article-schedule';
import { service } from '../../../lib/services';
import { ARTICLE_UID } from '../lib/article-write';

type ArticleInput = InputOf<typeof articleFormSchema>;

interface StoredArticle extends ArticleRow {
  scheduledAt?: string | null;
  submittedAt?: string | null;
  authorUser?: { id: number } | null;
}
/** An article read whole (its body too), as the editor's answer needs it. */
type LoadedArticle = StoredArticle & { content: string };

/** A management answer: the contract's fields and any added in the Content-Type Builder. */
type WithAdded<T> = T & Record<string, unknown>;

/** What a read of articles populates: their author's id and picture (the list's and the editor's answers). */
const AUTHOR = { authorUser: { select: ['id'] } };
const EDITED = { ...AUTHOR, ...PICTURE_POPULATE };

/**
 * A request to publish: asked ('Ajukan terbit') since the first time, taken back by an explicit no ('Batalkan
 * pengajuan'), kept when the form leaves it out; published or scheduled, the data layer's submissionRule ends it.
 */
const waitingSince = ({ submitForReview: asked }: ArticleInput, stored?: string | null) =>
  asked === undefined ? {} : { submittedAt: asked ? new Date(stored ?? Date.now()) : null };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const articles = () => strapi.db.query(ARTICLE_UID);
  const added = () => addedFields(strapi, ARTICLE_UID, ARTICLE_ATTRIBUTES);
  const toManageItem = (row: StoredArticle): WithAdded<Omit<ManagedArticle, 'views'>> => ({
    ...sharedArticleFields(row, added()),
    authorId: row.authorUser?.id ?? null,
    ...wallDateAndTime(row.createdAt, appConfig.siteTimeZone),
    /** When it first went public (kept while it is a draft again); null until then. */
    publishedDate: row.publishedDate ?? null,
    ...scheduleView(row.scheduledAt),
    /** Asked to be published by a writer without the right ('Ajukan terbit'), since then; null otherwise. */
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
  });
  const uploads = () => service(strapi, 'api::content.image-uploads');

  const resolveImage = async (input: ArticleInput, file: UploadedFile | undefined, existing?: StoredArticle) => {
    if (file) {
      const stored = await uploads().store(file, 'article');
      // The cover: the data layer makes its address the picture's (lib/article-picture-rule.ts).
      return { fields: { cover: stored.id }, stored };
    }
    if (input.gdriveUrl) {
      const drive = service(strapi, 'api::library.gdrive');
      const picture = await drive.pictureLink(input.gdriveUrl, FIELD_LABELS.article.gdriveUrl);
      return { fields: { image: picture.url, imageSource: 'gdrive', gdriveFileId: picture.id, cover: null } };
    }
    // The stored picture stays (`image` is a cover's address too; the cover itself is not read here).
    if (existing?.image) return { fields: {} };
    throw badRequest(IMAGE_REQUIRED);
  };

  const load = async (id: number, populate: object = EDITED): Promise<LoadedArticle> => {
    const row = await articles().findOne({ where: { id }, populate });
    if (!row) throw notFound('Artikel tidak ditemukan.');
    return row as LoadedArticle;
  };
  /** The article as the editor reads it (GET /api/articles/manage/:id), and as a save answers it. */
  const toEditItem = (row: LoadedArticle): WithAdded<EditableArticle> => ({
    ...toManageItem(row),
    content: row.content,
    gdriveFileId: row.gdriveFileId ?? null,
    imageSource: row.imageSource,
  });
  /**
   * A save of the form, new or over `existing` (refused if it changed since the form's version), in one transaction;
   * an uploaded picture is kept only if it succeeds. Answers the saved row as the editor reads it.
   */
  const save = async (fields: Record<string, unknown>, file?: UploadedFile, existing?: StoredArticle) => {
    const input = parseInput(articleFormSchema, fields);
    const { title, excerpt, content, tags, published } = input;
    if (existing) refuseIfChangedSince(input.basedOn, existing.updatedAt);
    const scheduledAt = readSchedule(fields, published, existing?.scheduledAt);
    const image = await resolveImage(input, file, existing);
    // Slug, author, sanitising and tags are the data layer's.
    const form = { title, excerpt, content, tags, published, scheduledAt };
    const data = { ...form, ...waitingSince(input, existing?.submittedAt), ...image.fields };
    const query = { data, populate: EDITED };
    const write = () =>
      existing ? articles().update({ where: { id: existing.id }, ...query }) : articles().create(query);
    const saved = await uploads().keepIfSaved(image.stored, () => strapi.db.transaction(write));
    return toEditItem(saved as LoadedArticle);
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
      // Each item carries its readership count (page views over the kept analytics days).
      const find = async (range: { offset?: number; limit: number }) => {
        const rows = (await articles().findMany({
          select: [...LIST_FIELDS, 'scheduledAt', 'submittedAt', ...added()],
          where,
          populate: EDITED,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...range,
        })) as StoredArticle[];
        const views = await service(strapi, 'api::analytics.page-views').viewsOf(rows);
        return rows.map((row) => ({ ...toManageItem(row), views: views.get(row.id) ?? 0 }));
      };
      // ?page=&pageSize=: one page with its meta (what the dashboard asks for); without: the newest 1000.
      if (query.page === undefined) return find({ limit: 1000 });
      const paging = readListQuery({ page: query.page, pageSize: query.pageSize }, { pageSize: 9, maxPageSize: 100 });
      return listPage(paging, find, () => articles().count({ where }));
    },

    async getForEdit(auth: AuthState, id: number) {
      const row = await load(id);
      const may = (own: string, others: string) => mayActOn(auth.actor, row.authorUser?.id, own, others);
      if (!may('articles.view', 'articles.view_others') && !may('articles.edit', 'articles.edit_others'))
        throw forbidden();
      return toEditItem(row);
    },

    /** A new article, as the editor reads it (its slug, author, activity entries and first revision: data layer). */
    async create(auth: AuthState, fields: Record<string, unknown>, file?: UploadedFile) {
      return save(fields, file);
    },

    /** The article with its author, or 403 unless this account may edit it (its own, or any with edit_others). */
    async editable(auth: AuthState, id: number) {
      const row = await load(id, AUTHOR);
      if (!mayActOn(auth.actor, row.authorUser?.id, 'articles.edit', 'articles.edit_others')) throw forbidden();
      return row;
    },

    /** Saves the form over the article; the answer is the saved row as the editor reads it (no read after). */
    async update(auth: AuthState, id: number, fields: Record<string, unknown>, file?: UploadedFile) {
      return save(fields, file, await this.editable(auth, id));
    },

    async remove(auth: AuthState, id: number) {
      const existing = await load(id, AUTHOR);
      if (!mayActOn(auth.actor, existing.authorUser?.id, 'articles.delete', 'articles.delete_others'))
        throw forbidden();
      await strapi.db.transaction(() => articles().delete({ where: { id } }));
      return { success: true };
    },
  };
};
