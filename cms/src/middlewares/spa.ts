import fs from 'fs';
import path from 'path';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { decoded } from '../lib/decoded';
import escapeHtml from 'lodash/escape';
import { dataPreloadTag, modulePreloadTag, pageDataPaths, preloadImageTag, readPageAssets } from '../lib/page-hints';
import { RESERVED_PATHS } from '../lib/spa-routes';
import { isPageRoute, isPreviewAddress, matchPage, SITE_TIME_ZONE_ATTRIBUTE } from '@hmti/contract';
import { createServerPages } from '../public-pages/ssr/server-pages';
import { HMPS_ARTICLE_PATH } from '../import/hmps/old-links';
import { service } from '../lib/services';

const ARTICLE_PAGE = /^\/artikel\/(\d+|slug\/)/;
/** Every file under `dir`, as a URL path ('/assets/x.js'). */
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => !entry.isDirectory())
        .map((entry) => '/' + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];

/**
 * Serves the built React app (web/dist) from the same port as the API: real files first (hashed
 * assets cached for a year), then index.html for the app's pages — before Strapi's router, which
 * would redirect "/" to the admin. Unknown page paths and unknown articles get index.html with
 * status 404, so crawlers see real 404s while the app shows its 'Page Not Found'.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = appConfig.webDistDir;
  // Each servable file with its size, read once: the build's files do not change while the server runs.
  const files = new Map(
    listFiles(root)
      .filter((f) => !f.startsWith('/.vite/'))
      .map((f) => [f, fs.statSync(path.join(root, f)).size] as const),
  );
  // What the web build says each page needs (its scripts, its largest picture); read here, not served.
  const pageAssets = readPageAssets(root);
  const assetsOf = (pathname: string) => {
    const page = matchPage(pathname);
    return (page && pageAssets[page]) || { modules: [], images: [] };
  };
  const pageModuleTags = (pathname: string) =>
    assetsOf(pathname)
      .modules.filter((f) => files.has(f))
      .map(modulePreloadTag);
  const sendPage = createServerPages(strapi, root);
  const siteSettings = service(strapi, 'api::settings.site-settings');
  const indexPath = path.join(root, 'index.html');
  // Every page names the site's time zone, in which the app writes every date and time.
  const indexHtml = files.has('/index.html')
    ? fs
        .readFileSync(indexPath, 'utf8')
        .replace(
          /<html\b([^>]*)>/,
          (_m, attributes: string) =>
            `<html${attributes} ${SITE_TIME_ZONE_ATTRIBUTE}="${escapeHtml(appConfig.siteTimeZone)}">`,
        )
    : null;
  if (!indexHtml) strapi.log.warn(`Web app not built (${indexPath} missing): run "npm run build -w web".`);

  const sendFile = (ctx: Context, rel: string) => {
    const full = path.join(root, rel);
    ctx.type = path.extname(full);
    ctx.set('Cache-Control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The build's brotli copy (web/build/precompress.ts) instead of strapi::compression's work at every request.
    ctx.vary('Accept-Encoding');
    const brotliSize = files.get(`${rel}.br`);
    if (brotliSize !== undefined && ctx.acceptsEncodings('br') === 'br') {
      ctx.set('Content-Encoding', 'br');
      ctx.compress = false;
      ctx.body = fs.createReadStream(`${full}.br`);
      ctx.length = brotliSize;
    } else ctx.body = fs.createReadStream(full);
  };

  /**
   * Preloads of the built pictures a page shows largest on first load (one per candidate set, each under its own media
   * query). An upload's picture (an article's cover, the first card of a list) is preloaded by the page's render.
   */
  const builtImages = (pathname: string) =>
    assetsOf(pathname)
      .images.filter((image) => files.has(image.href))
      .map(preloadImageTag);

  /**
   * An article's preview from /admin (`?preview=<token>`): the app, which reads the article with the token itself,
   * without a server render or the article's head; for the token's holder only, so never kept and never indexed.
   */
  const sendPreview = (ctx: Context, html: string) => {
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = html.replace('</head>', () => `  ${pageModuleTags(ctx.path).join('\n    ')}\n  </head>`);
  };

  const sendIndex = async (ctx: Context, html: string, status: number) => {
    if (status === 200 && ARTICLE_PAGE.test(ctx.path) && isPreviewAddress(ctx.url)) return sendPreview(ctx, html);
    const hints: string[] = [];
    // Pages are answered without a session lookup, so in maintenance every page is the bare app: no article
    // lookup, picture or data preload (staff read content through /api, where their session counts).
    // The same mode global::front-cache keeps the page under, also when the settings cannot be read.
    const maintenance = await siteSettings.maintenanceMode();
    if (status === 200 && !maintenance && (ARTICLE_PAGE.test(ctx.path) || HMPS_ARTICLE_PATH.test(ctx.path))) {
      const article = await service(strapi, 'api::articles.seo').articleAt(ctx.path);
      if (!article)
        status = 404; // unknown or unpublished article: the app shows 'Artikel tidak ditemukan'
      else if (article.movedTo) {
        // A wrong, former or differently written slug is no page of its own: the article's address, not a render.
        // Revalidated like the pages (no-cache): a browser must not keep it should the article be renamed again.
        ctx.status = 301;
        ctx.redirect(article.movedTo);
        ctx.set('Cache-Control', 'no-cache');
        return;
      }
    }
    if (status === 200) {
      if (!maintenance) hints.push(...builtImages(ctx.path));
      const dataPaths = pageDataPaths(ctx.path).filter((p) => !maintenance || p === '/api/settings');
      hints.push(...pageModuleTags(ctx.path), ...dataPaths.map(dataPreloadTag));
    }
    if (hints.length) html = html.replace('</head>', () => `  ${hints.join('\n    ')}\n  </head>`);
    // index.html's static loading screen names the site as the settings do.
    const siteName = (await siteSettings.getPublic().catch(() => null))?.siteName;
    if (typeof siteName === 'string' && siteName)
      html = html.replace(
        /(<p [^>]*data-site-name>)[^<]*(<\/p>)/,
        (_m, open: string, close: string) => `${open}${escapeHtml(siteName)}${close}`,
      );
    await sendPage(ctx, html, status, maintenance);
  };

  return async (ctx: Context, next: Next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isRead && !RESERVED_PATHS.test(ctx.path)) {
      const rel = decoded(ctx.path);
      if (rel && rel !== '/index.html' && files.has(rel)) return sendFile(ctx, rel);
      if (indexHtml && (isPageRoute(ctx.path) || HMPS_ARTICLE_PATH.test(ctx.path)) && ctx.accepts('html'))
        return sendIndex(ctx, indexHtml, 200);
    }
    await next();
    const unanswered = ctx.status === 404 && ctx.body == null;
    if (!unanswered || !isRead || RESERVED_PATHS.test(ctx.path) || !ctx.accepts('html')) return;
    if (!indexHtml) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run "npm run build -w web" (npm start does this for you).';
      return;
    }
    await sendIndex(ctx, indexHtml, 404);
  };
};
