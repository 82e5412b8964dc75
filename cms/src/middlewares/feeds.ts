import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';

/** GET /sitemap.xml, /rss.xml (published articles) and /robots.txt, outside the /api prefix. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await strapi.service('api::articles.seo').sitemap();
      return;
    }
    if (ctx.path === '/rss.xml') {
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await strapi.service('api::articles.seo').rss();
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\nDisallow: /admin\nSitemap: ${appConfig.publicUrl}/sitemap.xml\n`;
      return;
    }
    return next();
  };
