import { articleCanonicalUrl, type ArticleListItem, articlePath } from '@hmti/contract';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { articleAggregate } from '../lib/article-cache';
import escapeHtml from 'lodash/escape';
import { articleIdOfHmpsId, HMPS_ARTICLE_PATH } from '../../../import/hmps/old-links';
import { service } from '../../../lib/services';
import { isRowId } from '../../../lib/answer';
import { decoded } from '../../../lib/decoded';

const articleUrl = (a: Pick<ArticleListItem, 'id' | 'slug'>) => articleCanonicalUrl(a, appConfig.publicUrl);
const xml = escapeHtml;
const time = (value: string | undefined) => (value ? new Date(value).getTime() : 0);
/** The last change a reader can see: an edit, or going public (the scheduler's publishing is one). */
const lastChange = (articles: Array<Pick<ArticleListItem, 'updatedAt' | 'publishedDate'>>) => {
  const newest = Math.max(0, ...articles.flatMap((a) => [time(a.updatedAt), time(a.publishedDate)]));
  return newest ? new Date(newest).toISOString() : undefined;
};

/** Crawlers and feed readers get real documents although the site renders in the browser. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const publicArticles = () => service(strapi, 'api::articles.public-articles');
  /** Every published article: `list` without paging answers the plain list. */
  const published = async () => {
    const list = await publicArticles().list({});
    return Array.isArray(list) ? list : list.data;
  };

  return {
    sitemap: articleAggregate(async (): Promise<string> => {
      const articles = await published();
      const urls = [
        { loc: `${appConfig.publicUrl}/`, lastmod: lastChange(articles) },
        { loc: `${appConfig.publicUrl}/artikel`, lastmod: lastChange(articles) },
        { loc: `${appConfig.publicUrl}/library` },
        ...articles.map((a) => ({ loc: articleUrl(a), lastmod: lastChange([a]) })),
      ];
      const body = urls
        .map((u) => `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    }),

    rss: articleAggregate(async (): Promise<string> => {
      const articles = (await published()).slice(0, 50);
      const settings = await service(strapi, 'api::settings.site-settings').getPublic();
      const items = articles
        .map(
          (a) => `    <item>
      <title>${xml(a.title)}</title>
      <link>${xml(articleUrl(a))}</link>
      <guid isPermaLink="false">article-${a.id}</guid>
      <pubDate>${new Date(a.publishedDate).toUTCString()}</pubDate>
      <description>${xml(a.excerpt)}</description>
${a.tags.map((t) => `      <category>${xml(t)}</category>`).join('\n')}
    </item>`,
        )
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(String(settings.siteName))}</title>
    <link>${xml(appConfig.publicUrl)}/artikel</link>
    <description>${xml(String(settings.siteDescription))}</description>
    <language>id</language>
    <atom:link href="${xml(appConfig.publicUrl)}/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
    }),

    /**
     * The published article an article page's address names, null if none; `movedTo`: the article's own address
     * (site-relative) when `pathname` names it otherwise: a wrong, former or differently written slug, or the address
     * the article had in hmps (`/artikel/<ObjectId>[/<slug>]`, see import:hmps).
     */
    async articleAt(pathname: string): Promise<{ movedTo: string | null } | null> {
      const bySlug = /^\/artikel\/slug\/([^/]+)\/?$/.exec(pathname);
      const byHmpsId = HMPS_ARTICLE_PATH.exec(pathname);
      const byId = byHmpsId ? null : /^\/artikel\/(\d+)(?:\/([^/]*))?\/?$/.exec(pathname);
      const id = byId ? Number(byId[1]) : byHmpsId ? await articleIdOfHmpsId(strapi, byHmpsId[1]) : null;
      const where = bySlug ? { slug: decoded(bySlug[1]) ?? '' } : isRowId(id) ? { id } : null;
      if (!where) return null;
      let article: ArticleListItem;
      try {
        article = await publicArticles().findPublished(where);
      } catch (error) {
        // Not found names no article; any other failure (the database gone) is the page's to answer.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
      // The slug the address names, if any (an undecodable one names no article's).
      const named = bySlug?.[1] ?? (byId?.[2] || undefined);
      const namedSlug = named === undefined ? null : (decoded(named) ?? '');
      const movedTo = byHmpsId || (namedSlug !== null && namedSlug !== article.slug) ? articlePath(article) : null;
      return { movedTo };
    },
  };
};
