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
 * page for a path and query is marked keepable (`X-Cache: MISS`) for global::front-cache, which keeps it until its TTL
 * or a content write. The sign-in page and signed-in visitors' pages are rendered afresh (their navigation bar is
 * their own). In maintenance only the landing page (the maintenance screen) is rendered; the rest is the bare app.
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
