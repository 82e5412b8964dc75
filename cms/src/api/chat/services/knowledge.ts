import type { Core } from '@strapi/strapi';
import { divisionLook } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { KnowledgeBase, type SiteData } from '../lib/knowledge';
import { service } from '../../../lib/services';
import { tagsOf } from '../../../lib/tags';
import { SITE_CONTENT_TYPES } from '../../../lib/content-writes';

/**
 * The assistant's view of the site, rebuilt when content changes. A cheap fingerprint (row count and newest updatedAt
 * of each type of the site's content) is checked at most every CHAT_KNOWLEDGE_CHECK_MS, so edits made through our
 * routes, the Strapi admin or another cms instance all show up without hooks.
 */
const MAX_ARTICLES = 1000;
const MAX_LIBRARY = 500;
const MAX_MEMBERS = 5000;

let snapshot: { kb: KnowledgeBase; fingerprint: string; checkedAt: number } | null = null;
let pending: Promise<KnowledgeBase> | null = null;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function fingerprint(): Promise<string> {
    const parts = await Promise.all(
      SITE_CONTENT_TYPES.map(async (uid) => {
        const q = strapi.db.query(uid);
        const [count, newest] = await Promise.all([
          q.count(),
          q.findOne({ select: ['id', 'updatedAt'], orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] }),
        ]);
        return `${count}:${newest?.id ?? 0}:${newest?.updatedAt ? new Date(newest.updatedAt).getTime() : 0}`;
      }),
    );
    return parts.join('|');
  }

  async function load(): Promise<SiteData> {
    const settings = await service(strapi, 'api::settings.site-settings').getPublic();
    // findWithCount: the rows (capped) and how many match in all (Strapi counts by `where` alone).
    const [[articles, nArticles], [library, nLibrary], periods, positions, members, divisions] = await Promise.all([
      strapi.db.query('api::articles.article').findWithCount({
        select: ['id', 'slug', 'title', 'excerpt', 'content', 'tags', 'createdAt', 'publishedDate'],
        where: { published: true },
        orderBy: [{ publishedDate: 'desc' }, { id: 'desc' }],
        limit: MAX_ARTICLES,
      }),
      strapi.db.query('api::library.library-item').findWithCount({
        select: ['id', 'title', 'description', 'fullDescription'],
        where: { published: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: MAX_LIBRARY,
      }),
      service(strapi, 'api::organization.public-organization').periods(),
      strapi.db.query('api::organization.position').findMany({
        select: ['period', 'name', 'order'],
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
        limit: MAX_MEMBERS,
      }),
      strapi.db
        .query('api::organization.member')
        .findMany({ select: ['name', 'position', 'period'], orderBy: [{ id: 'asc' }], limit: MAX_MEMBERS }),
      strapi.db.query('api::organization.division').findMany({
        select: ['name', 'displayName', 'description'],
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      }),
    ]);
    return {
      settings,
      // Strapi reads datetime columns as ISO strings (null when empty).
      articles: articles.map((a) => ({ ...a, tags: tagsOf(a), publishedDate: a.publishedDate ?? a.createdAt ?? '' })),
      library,
      periods,
      positions,
      members,
      // Named as the site shows them (the content editor's Hero → Nama Divisi, else the division's own).
      divisions: divisions.map((d) => ({ ...d, displayName: divisionLook(settings, d).name })),
      counts: { articles: nArticles, library: nLibrary },
    };
  }

  async function rebuild(): Promise<KnowledgeBase> {
    const fp = await fingerprint();
    const kb = snapshot?.fingerprint === fp ? snapshot.kb : new KnowledgeBase(await load());
    snapshot = { kb, fingerprint: fp, checkedAt: Date.now() };
    return kb;
  }

  return {
    /** The current knowledge base (rebuilt lazily; concurrent callers share one rebuild). */
    async current(): Promise<KnowledgeBase> {
      if (snapshot && Date.now() - snapshot.checkedAt < appConfig.chat.knowledgeCheckMs) return snapshot.kb;
      pending ??= rebuild().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
};
