import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { MAINTENANCE_MESSAGE } from '../policies/landing-content';
import { service } from '../lib/services';

const FEEDS = new Set(['/sitemap.xml', '/rss.xml']);

/**
 * GET /sitemap.xml, /rss.xml (published articles) and /robots.txt, outside the /api prefix. The two feeds
 * list article content, so while maintenance mode is on they answer 503 like the rest of the content.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (FEEDS.has(ctx.path) && (await service(strapi, 'api::settings.site-settings').maintenanceMode())) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Retry-After', '300');
      ctx.body = MAINTENANCE_MESSAGE;
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await service(strapi, 'api::articles.seo').sitemap();
      return;
    }
    if (ctx.path === '/rss.xml') {
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await service(strapi, 'api::articles.seo').rss();
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\nDisallow: /admin\nSitemap: ${appConfig.publicUrl}/sitemap.xml\n`;
      return;
    }
    return next();
  };
