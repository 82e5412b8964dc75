import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { PAGE_ROUTES, matchPage } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { contentVersion } from '../content-version';
import { FrontCacheStore } from '../front-cache-store';
import { isNotModified, strongEtag } from '../http-validators';
import { withServerRendering } from './page-html';
import { createPageRenderer } from './renderer';
import { isAnonymousRequest } from '../request-context';

/**
 * Public pages rendered on the server and kept like the API's front cache: the anonymous page for a path and query is
 * kept for FRONT_CACHE_TTL_MS and dropped the moment content is written (the content version, moved by writes
 * through /api and /admin alike). Signed-in visitors (session cookie or Authorization) always get a fresh render
 * and never a kept one: their navigation bar is their own once the app runs. In maintenance only the landing page
 * is rendered (it is the maintenance screen); every other page is the bare app, as it is for staff screens.
 */
export function createServerPages(strapi: Core.Strapi, webDistDir: string) {
  const render = createPageRenderer(strapi, webDistDir);
  const store = new FrontCacheStore(appConfig.frontCache);
  const cacheKey = (ctx: Context, maintenance: boolean) => `${maintenance ? 'maintenance ' : ''}${ctx.url}`;

  /**
   * The page's bytes without the times the handed-over query state carries (when each read was made), so the same
   * content rendered again has the same ETag and a browser's conditional request is answered 304.
   */
  const withoutRenderTimes = (body: Buffer) =>
    Buffer.from(body.toString('utf8').replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, ''));

  /** Whether the page is rendered on the server: public pages, and unknown paths (the app's 404 page). */
  const rendered = (ctx: Context, status: number, maintenance: boolean) => {
    if (maintenance) return ctx.path === '/';
    const page = matchPage(ctx.path);
    return page ? PAGE_ROUTES[page].public : status === 404;
  };

  const send = (ctx: Context, body: Buffer, etag: string, status: number, state: 'HIT' | 'MISS' | null) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (state) ctx.set('X-Cache', state);
    if (status === 200 && isNotModified({ ifNoneMatch: ctx.get('if-none-match') }, etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.status = status;
    ctx.body = body;
  };

  return {
    /** Answers from the kept pages when it can; true when it did. */
    sendKept(ctx: Context, status: number, maintenance: boolean): boolean {
      if (!appConfig.frontCache.enabled || status !== 200 || !isAnonymousRequest(ctx)) return false;
      const entry = store.get(cacheKey(ctx, maintenance), contentVersion());
      if (!entry) return false;
      send(ctx, entry.body, entry.etag, status, 'HIT');
      return true;
    },

    /** Sends the page: `indexHtml` (its head already filled in) with the page rendered into it where that applies. */
    async send(ctx: Context, indexHtml: string, status: number, maintenance: boolean): Promise<void> {
      const version = contentVersion();
      const page = rendered(ctx, status, maintenance) ? await render(ctx.url) : null;
      const body = Buffer.from(page ? withServerRendering(indexHtml, page) : indexHtml);
      const etag = strongEtag(withoutRenderTimes(body));
      const keep = page && status === 200 && isAnonymousRequest(ctx) && appConfig.frontCache.enabled;
      if (keep) store.set(cacheKey(ctx, maintenance), { body, headers: {}, etag, version });
      send(ctx, body, etag, status, keep ? 'MISS' : null);
    },
  };
}
