import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { MAINTENANCE_MESSAGE } from '../policies/landing-content';
import { service } from '../lib/services';

/** Each feed's path: its content type and what the articles' seo service renders for it. */
const FEEDS = new Map<string, { type: string; render: 'sitemap' | 'rss' }>([
  ['/sitemap.xml', { type: 'application/xml; charset=utf-8', render: 'sitemap' }],
  ['/rss.xml', { type: 'application/rss+xml; charset=utf-8', render: 'rss' }],
]);

/**
 * GET /sitemap.xml, /rss.xml (published articles) and /robots.txt, outside the /api prefix. The two feeds
 * list article content, so while maintenance mode is on they answer 503 like the rest of the content.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const feed = FEEDS.get(ctx.path);
    if (feed && (await service(strapi, 'api::settings.site-settings').maintenanceMode())) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Retry-After', '300');
      ctx.body = MAINTENANCE_MESSAGE;
      return;
    }
    if (feed) {
      ctx.type = feed.type;
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await service(strapi, 'api::articles.seo')[feed.render]();
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\nDisallow: /admin\nSitemap: ${appConfig.publicUrl}/sitemap.xml\n`;
      return;
    }
    return next();
  };
