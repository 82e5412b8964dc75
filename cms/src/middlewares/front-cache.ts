import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { pageViewCounter } from '../api/analytics/lib/count-page-view';
import { bumpContentVersion, contentVersion } from '../lib/content-version';
import type { FrontCacheEntry, FrontCacheStore } from '../public-pages/front-cache/store';
import { frontCacheStores } from '../public-pages/front-cache/stores';
import { hitAnswer, writeHit } from '../public-pages/front-cache/hit';
import {
  API_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  isKeptRead,
  isPublicPage,
  pageKey,
} from '../public-pages/front-cache/rules';
import { publicReads } from '../public-pages/public-reads';
import { lastModifiedOf, strongEtag } from '../lib/http-validators';
import { isBlockedClient } from '../security/blocked-client';
import { isOutageAnswer } from './database-outage';
import { databaseDown } from '../lib/observability/readiness';
import { service } from '../lib/services';

/** Response headers that belong to one answer, not to the stored representation. */
const NOT_CAPTURED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'last-modified',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
  'x-cache',
  'x-request-id',
  'retry-after',
]);
/** Header families that belong to one answer too: CORS (depends on the request's Origin) and the rate limit's. */
const ONE_ANSWER_PREFIX = /^(access-control|ratelimit)-/;

/**
 * First in the chain: answers hot anonymous public GETs from memory with the exact bytes and headers (security headers
 * included) the full chain produced for the same path+query. Entries live for FRONT_CACHE_TTL_MS and die at once when
 * public content is written in this process (content version). A session cookie, Authorization, Origin (CORS answers
 * depend on it), a host not the site's, or a client blocked on every path (anti-spoofing, port scan) takes the full
 * chain. Every answer here carries a strong ETag (and Last-Modified for single records) for conditional GETs.
 *
 * Public pages too: a page rendered for an anonymous visitor and marked keepable (`X-Cache: MISS`) is kept with its
 * headers (CSP included), keyed by maintenance mode as well, and answered from here with its page view still counted.
 *
 * Most hits are answered before Koa (public-pages/front-cache/early-answers.ts); those it passes on (HEAD, stale copies
 * of the maintenance mode or the protection flags) are answered here.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = appConfig.frontCache;
  const { api: store, pages } = frontCacheStores();
  const countPageView = pageViewCounter(strapi);
  const readAt = publicReads(strapi);

  const siteSettings = service(strapi, 'api::settings.site-settings');
  /**
   * Whether a block that holds on every path refuses this client. Unreadable protection flags block nobody only while
   * the database is down (a kept answer is the same for everyone); no other failure lets a blocked client through.
   */
  const blocked = (ctx: Context) =>
    isBlockedClient(ctx, strapi).catch(async (error: unknown) => {
      if (await databaseDown(strapi)) return false;
      throw error;
    });

  const send = (
    ctx: Context,
    from: FrontCacheStore,
    key: string,
    entry: FrontCacheEntry,
    state: 'HIT' | 'MISS' | 'STALE',
    cacheControl: string,
  ) => {
    // Kept reads come without an Origin; what @koa/cors wrote for a missing one (an empty allow-origin) is not kept
    // (capturedHeaders), so the answer that kept an entry drops it too and says what its later hits say.
    for (const name of Object.keys(ctx.response.headers)) if (name.startsWith('access-control-')) ctx.remove(name);
    const { status, headers, body } = hitAnswer(ctx.req.headers, from, key, entry, cacheControl, state);
    for (let i = 0; i < headers.length; i += 2) ctx.set(headers[i], headers[i + 1]);
    ctx.status = status;
    ctx.body = body;
  };

  /** A hit written straight to the socket with headers built once per entry (no Koa response handling): its status. */
  const sendHit = (
    ctx: Context,
    from: FrontCacheStore,
    key: string,
    entry: FrontCacheEntry,
    cacheControl: string,
  ): number => {
    if (ctx.method !== 'GET') {
      send(ctx, from, key, entry, 'HIT', cacheControl);
      return ctx.status;
    }
    ctx.respond = false;
    return writeHit(ctx.req, ctx.res, from, key, entry, cacheControl);
  };

  /** The answer's own headers, without those that belong to one answer only. */
  const capturedHeaders = (ctx: Context) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (NOT_CAPTURED.has(name) || ONE_ANSWER_PREFIX.test(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  };

  const capture = (ctx: Context, version: number): FrontCacheEntry | undefined => {
    if (ctx.status !== 200 || ctx.body == null || !ctx.response.is('json')) return undefined;
    if (typeof (ctx.body as { pipe?: unknown }).pipe === 'function') return undefined;
    if (ctx.response.get('set-cookie')) return undefined;
    const json = ctx.body;
    const body = Buffer.isBuffer(json) ? json : Buffer.from(typeof json === 'string' ? json : JSON.stringify(json));
    const headers = capturedHeaders(ctx);
    return { body, headers, etag: strongEtag(body), lastModified: lastModifiedOf(json), version, expires: 0 };
  };

  /** A page the page renderer marked keepable for anonymous visitors (its X-Cache header: MISS), with its ETag. */
  const capturePage = (ctx: Context, version: number): FrontCacheEntry | undefined => {
    if (ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || ctx.response.get('x-cache') !== 'MISS') return undefined;
    if (!String(ctx.response.get('content-type')).startsWith('text/html') || ctx.response.get('set-cookie'))
      return undefined;
    const etag = ctx.response.get('etag');
    if (!etag) return undefined;
    return { body: ctx.body, headers: capturedHeaders(ctx), etag, version, expires: 0 };
  };

  /** Runs the rest of the chain uncompressed (the kept bytes are compressed here, once per entry). */
  const uncompressed = async (ctx: Context, next: Next) => {
    const acceptEncoding = ctx.request.headers['accept-encoding'];
    delete ctx.request.headers['accept-encoding'];
    try {
      await next();
    } finally {
      if (acceptEncoding !== undefined) ctx.request.headers['accept-encoding'] = acceptEncoding;
    }
  };

  /**
   * One full-chain answer at a time per key: when a kept answer expires under load, requests arriving while it is made
   * again wait and are answered from what it kept, instead of each rendering the page or running the query.
   */
  const fills = new Map<string, Promise<void>>();
  const keptOrAfterFill = async (from: FrontCacheStore, key: string) => {
    const hit = from.get(key, contentVersion());
    if (hit) return hit;
    const fill = fills.get(key);
    if (!fill) return undefined;
    // A failed fill is its own request's failure: those waiting find nothing kept and run the chain themselves.
    await fill.catch(() => undefined);
    return from.get(key, contentVersion());
  };
  /** Runs the full chain for a GET that missed, as the one fill of its key that others may wait for. */
  const asFill = async (ctx: Context, key: string, run: () => Promise<void>) => {
    if (ctx.method !== 'GET' || fills.has(key)) return run();
    const fill = run();
    fills.set(key, fill);
    try {
      await fill;
    } finally {
      fills.delete(key);
    }
  };

  const page = async (ctx: Context, next: Next) => {
    const maintenance = await siteSettings.maintenanceMode();
    const key = pageKey(ctx.url, maintenance);
    const hit = await keptOrAfterFill(pages, key);
    if (hit && !(await blocked(ctx))) {
      const status = sendHit(ctx, pages, key, hit, PAGE_CACHE_CONTROL);
      countPageView(ctx, status, 'text/html');
      return;
    }
    await asFill(ctx, key, async () => {
      const version = contentVersion();
      await uncompressed(ctx, next);
      if (isOutageAnswer(ctx)) {
        // The database is down: the page's last good copy, marked stale, instead of the outage page.
        const kept = pages.stale(key, version);
        if (kept && !(await blocked(ctx))) {
          ctx.remove('Retry-After');
          send(ctx, pages, key, kept, 'STALE', PAGE_CACHE_CONTROL);
        }
        return;
      }
      const entry = capturePage(ctx, version);
      if (!entry) return;
      if (ctx.method === 'GET') pages.set(key, entry);
      send(ctx, pages, key, entry, 'MISS', PAGE_CACHE_CONTROL);
    });
  };

  return async (ctx: Context, next: Next) => {
    if (settings.enabled && isKeptRead(ctx, isPublicPage)) return page(ctx, next);
    if (!isKeptRead(ctx, readAt)) {
      const before = contentVersion();
      await next();
      // A write that committed during this request: drop anything cached before its commit.
      if (contentVersion() !== before) bumpContentVersion();
      return;
    }
    const key = ctx.url;
    if (settings.enabled) {
      const hit = store.get(key, contentVersion());
      if (hit && !(await blocked(ctx)) && !(readAt(ctx.path)?.gated && (await siteSettings.maintenanceMode()))) {
        sendHit(ctx, store, key, hit, API_CACHE_CONTROL);
        return;
      }
    }

    const version = contentVersion();
    await uncompressed(ctx, next);
    const entry = capture(ctx, version);
    if (!entry) return;
    if (settings.enabled && ctx.method === 'GET') store.set(key, entry);
    send(ctx, store, key, entry, 'MISS', API_CACHE_CONTROL);
  };
};
