import type { Core } from '@strapi/strapi';
import type { Article, ArticleListItem, ArticleTagCount, ListPage } from '@hmti/contract';
import { articleAggregate } from '../lib/article-cache';
import { notFound } from '../../../lib/http-error';
import { listPage, positiveInt, readListQuery } from '../../../lib/list-query';
import { addedFields } from '../../../lib/schema-fields';
import { tagNeedle, tagsOf } from '../../../lib/tags';
import { ARTICLE_ATTRIBUTES, type ArticleRow, LIST_FIELDS, sharedArticleFields } from '../lib/article-fields';
import { articleSearchCondition } from '../lib/article-search';
import { PICTURE_POPULATE } from '../lib/article-picture';
import { ARTICLE_UID } from '../lib/article-write';

export const NOT_FOUND_MESSAGE = 'Artikel tidak ditemukan';
const MAX_RELATED = 5;

/** Every published article has one (the data layer sets it); its creation stands in for a row written otherwise. */
const publishedDateOf = (row: ArticleRow) => row.publishedDate ?? row.createdAt;
/** Articles with any of these tags. */
const withAnyTag = (tags: string[]) => ({ $or: tags.map((t) => ({ tagIndex: { $contains: tagNeedle(t) } })) });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const articles = () => strapi.db.query(ARTICLE_UID);
  const added = () => addedFields(strapi, ARTICLE_UID, ARTICLE_ATTRIBUTES);
  const toListItem = (row: ArticleRow): ArticleListItem & Record<string, unknown> => ({
    ...sharedArticleFields(row, added()),
    imageSource: row.imageSource ?? 'local',
    gdriveFileId: row.gdriveFileId ?? null,
    publishedDate: publishedDateOf(row),
  });
  const toArticle = (row: ArticleRow): Article => ({ ...toListItem(row), content: row.content ?? '' });
  const findOne = (where: Record<string, unknown>): Promise<ArticleRow | null> =>
    articles().findOne({ where, populate: PICTURE_POPULATE });
  const listQuery = (where: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ArticleRow[]> =>
    articles().findMany({
      select: [...LIST_FIELDS, ...added()],
      where,
      populate: PICTURE_POPULATE,
      orderBy: [{ publishedDate: 'desc' }, { id: 'desc' }],
      ...extra,
    });

  return {
    /** Without paging parameters: every published article (no bodies). With them: one page plus meta. */
    async list(rawQuery: Record<string, unknown>): Promise<ArticleListItem[] | ListPage<ArticleListItem>> {
      const query = readListQuery(rawQuery);
      const where: Record<string, unknown> = { published: true };
      const and: Record<string, unknown>[] = [];
      if (query.q) and.push(await articleSearchCondition(strapi, query.q));
      if (query.tags.length) and.push(withAnyTag(query.tags));
      if (and.length) where.$and = and;
      const rowsOf = async (range?: { offset: number; limit: number }) =>
        (await listQuery(where, range)).map(toListItem);
      if (!query.paged) return rowsOf();
      return listPage(query, rowsOf, () => articles().count({ where }));
    },

    /** Every tag of a published article with its count, most used first. */
    tags: articleAggregate(async (): Promise<ArticleTagCount[]> => {
      const rows = await articles().findMany({ select: ['tags'], where: { published: true } });
      const counts = new Map<string, ArticleTagCount>();
      for (const row of rows) {
        for (const tag of tagsOf(row)) {
          if (typeof tag !== 'string') continue;
          const key = tag.toLowerCase();
          const entry = counts.get(key) ?? { tag, count: 0 };
          entry.count += 1;
          counts.set(key, entry);
        }
      }
      return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'id'));
    }),

    /** By id, or by slug — current or former, so links made before a title change keep working. */
    async findPublishedRow(by: { id?: number; slug?: string }): Promise<ArticleRow> {
      const slug = (by.slug ?? '').toLowerCase().slice(0, 120);
      let row = await findOne(by.id !== undefined ? { id: by.id, published: true } : { slug, published: true });
      if (!row && by.id === undefined && /^[a-z0-9-]+$/.test(slug))
        row = await findOne({ slugHistory: { $contains: `|${slug}|` }, published: true });
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return row;
    },

    async findPublished(by: { id?: number; slug?: string }) {
      return toArticle(await this.findPublishedRow(by));
    },

    /** An article as saved, published or not: for a preview link /admin issued (checked by article-preview). */
    async findForPreview(id: number) {
      const row = await findOne({ id });
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return toArticle(row);
    },

    /** Ranked by shared tags, then recency; topped up with the newest others when too few share a tag. */
    async related(by: { id?: number; slug?: string }, rawLimit: unknown) {
      const limit = positiveInt(rawLimit, 2, MAX_RELATED);
      const base = await this.findPublishedRow(by);
      const tags = tagsOf(base).map((t) => t.toLowerCase());
      const candidates = tags.length
        ? await listQuery({ published: true, id: { $ne: base.id }, ...withAnyTag(tags) }, { limit: 50 })
        : [];
      const shared = (row: ArticleRow) => tagsOf(row).filter((t) => tags.includes(t.toLowerCase())).length;
      const time = (row: ArticleRow) => new Date(publishedDateOf(row)).getTime();
      const ranked = candidates.sort((a, b) => shared(b) - shared(a) || time(b) - time(a)).slice(0, limit);
      if (ranked.length < limit) {
        const exclude = [base.id, ...ranked.map((r) => r.id)];
        ranked.push(
          ...(await listQuery({ published: true, id: { $notIn: exclude } }, { limit: limit - ranked.length })),
        );
      }
      return ranked.map(toListItem);
    },
  };
};
