import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isRenderedPath } from '../../lib/spa-routes';
import { appConfig } from '../../config/app-config';
import { isNotModified, strongEtag } from '../../lib/http-validators';
import { withServerRendering } from './page-html';
import { createPageRenderer } from './renderer';
import { isAnonymousRequest } from '../../lib/request-context';
import { isPublicPage, pageUrl } from '../front-cache/rules';
import { markRendered } from './render-mark';

/**
 * Pages rendered on the server: the public pages and the sign-in page (PAGE_ROUTES' `rendered`). The anonymous public
 * page for a path and query is marked keepable (`X-Cache: MISS`) and kept by global::front-cache, with the headers the
 * whole chain gave it, for FRONT_CACHE_TTL_MS or until content is written (the content version, moved by writes
 * through /api and /admin alike); its later reads never reach this renderer. The sign-in page is rendered afresh each
 * time. Signed-in visitors (session cookie or Authorization) always get a fresh render and never a kept one:
 * their navigation bar is their own once the app runs. In maintenance only the landing page is rendered (it is the
 * maintenance screen); every other page is the bare app, as it is for staff screens.
 */
export function createServerPages(strapi: Core.Strapi, webDistDir: string) {
  const render = createPageRenderer(strapi, webDistDir);

  /**
   * The page's bytes without the times the handed-over query state carries (when each read was made), so the same
   * content rendered again has the same ETag and a browser's conditional request is answered 304.
   */
  const withoutRenderTimes = (body: Buffer) =>
    Buffer.from(body.toString('utf8').replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, ''));

  /** Sends the page: `indexHtml` (its head already filled in) with the page rendered into it where that applies. */
  return async (ctx: Context, indexHtml: string, status: number, maintenance: boolean): Promise<void> => {
    // In maintenance only the maintenance screen at / is rendered.
    const renders = maintenance ? ctx.path === '/' : isRenderedPath(ctx.path);
    if (renders) markRendered(ctx);
    // Rendered from the address the page is kept under: parameters the page does not read change nothing in it.
    // The session cookie is httpOnly, so only the server can tell the page that nobody is signed in on it (and the
    // app then asks no /api/auth/me whose only answer is a 401). Only such pages are kept for others.
    const page = renders ? await render(pageUrl(ctx.url), { signedOut: isAnonymousRequest(ctx) }) : null;
    const body = Buffer.from(page ? withServerRendering(indexHtml, page) : indexHtml);
    const etag = strongEtag(withoutRenderTimes(body));
    const keep =
      page && status === 200 && isPublicPage(ctx.path) && isAnonymousRequest(ctx) && appConfig.frontCache.enabled;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (keep) ctx.set('X-Cache', 'MISS');
    const notModified = status === 200 && isNotModified({ ifNoneMatch: ctx.get('if-none-match') }, etag);
    ctx.status = notModified ? 304 : status;
    ctx.body = notModified ? null : body;
  };
}
