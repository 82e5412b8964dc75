import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { matchPage, PAGE_ROUTES } from '@hmti/contract';
import { appConfig } from '../config/app-config';
import { pageViewCounter } from '../lib/analytics/count-page-view';
import { bumpContentVersion, contentVersion } from '../lib/content-version';
import { FrontCacheStore, type FrontCacheEntry } from '../lib/front-cache-store';
import { isNotModified, lastModifiedOf, strongEtag } from '../lib/http-validators';
import { hostnameOfHeader } from '../security/protections/dns-layer';
import { isBlockedClient } from '../security/blocked-client';
import { isAnonymousRequest } from '../lib/request-context';

/** Public anonymous reads worth keeping (never /manage or anything personal). */
const CACHEABLE = [
  /^\/api\/settings$/,
  /^\/api\/stats$/,
  /^\/api\/articles$/,
  /^\/api\/articles\/tags$/,
  /^\/api\/articles\/slug\/[^/]+(\/related)?$/,
  /^\/api\/articles\/\d+(\/related|\/[^/]+)?$/,
  /^\/api\/library$/,
  /^\/api\/organization\/(periods|members|divisions|positions\/[^/]+)$/,
];
/** Withheld from anonymous visitors while maintenance mode is on (global::landing-content). */
const MAINTENANCE_GATED = (path: string) => path !== '/api/settings';

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
]);
const COMPRESS_FROM_BYTES = 1024;
const API_CACHE_CONTROL = 'public, no-cache';
const PAGE_CACHE_CONTROL = 'no-cache';

/** The public pages, which the server renders and keeps for anonymous visitors (src/lib/ssr/server-pages.ts). */
const isPublicPage = (path: string) => {
  const page = matchPage(path);
  return !!page && PAGE_ROUTES[page].public;
};

/**
 * First in the chain: answers hot anonymous public GETs from memory, with the exact bytes and
 * headers (security headers included) that the full chain produced for the same path+query.
 * Entries live for FRONT_CACHE_TTL_MS and die at once when public content is written in this
 * process (content version). Requests with a session cookie, an Authorization header or an
 * Origin header (CORS answers depend on it), or for a host that is not one of the site's, always take the full chain,
 * and so does a client that the anti-spoofing or port-scan protection blocks (a block holds on every path). Every answer on these
 * paths carries a strong ETag (and Last-Modified for single records) and honours conditional GETs.
 *
 * Public pages the same way: a page the server rendered and kept for anonymous visitors (its answer carries
 * `X-Cache`) is kept here too, with the headers the full chain gave it (security headers, CSP), keyed by
 * maintenance mode as well, and answered from here on without the rest of the chain. The page view is still
 * counted for such an answer. Signed-in visitors (session cookie, Authorization) never get a kept page.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = appConfig.frontCache;
  const store = new FrontCacheStore(settings);
  const pages = new FrontCacheStore(settings);
  const countPageView = pageViewCounter(strapi);
  // Other Host names always take the full chain, where the Host allow-list (dnsLayer) decides.
  const siteHosts = new Set(appConfig.protections.siteHosts);

  const isAnonymousRead = (ctx: Context, cacheable: (path: string) => boolean) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    cacheable(ctx.path) &&
    isAnonymousRequest(ctx) &&
    !ctx.get('origin') &&
    siteHosts.has(hostnameOfHeader(ctx.get('host')) ?? '');

  const isApiRead = (path: string) => CACHEABLE.some((re) => re.test(path));

  const maintenanceOn = () => strapi.service('api::settings.site-settings').isMaintenanceOn() as Promise<boolean>;

  const send = (
    ctx: Context,
    from: FrontCacheStore,
    key: string,
    entry: FrontCacheEntry,
    state: 'HIT' | 'MISS',
    cacheControl: string,
  ) => {
    ctx.set(entry.headers);
    ctx.set('ETag', entry.etag);
    if (entry.lastModified) ctx.set('Last-Modified', entry.lastModified);
    ctx.set('Cache-Control', cacheControl);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('X-Cache', state);
    if (
      isNotModified(
        { ifNoneMatch: ctx.get('if-none-match'), ifModifiedSince: ctx.get('if-modified-since') },
        entry.etag,
        entry.lastModified,
      )
    ) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    const encoding =
      entry.body.length >= COMPRESS_FROM_BYTES
        ? ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity'
        : 'identity';
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.status = 200;
    ctx.body = from.encoded(key, entry, encoding as 'br' | 'gzip' | 'identity');
  };

  /**
   * A hit written straight to the socket with headers built once per entry (Koa's response handling skipped).
   * Returns the status sent.
   */
  const sendHit = (
    ctx: Context,
    from: FrontCacheStore,
    key: string,
    entry: FrontCacheEntry,
    cacheControl: string,
  ): number => {
    if (
      ctx.method !== 'GET' ||
      isNotModified(
        { ifNoneMatch: ctx.get('if-none-match'), ifModifiedSince: ctx.get('if-modified-since') },
        entry.etag,
        entry.lastModified,
      )
    ) {
      send(ctx, from, key, entry, 'HIT', cacheControl);
      return ctx.status;
    }
    const encoding = (
      entry.body.length >= COMPRESS_FROM_BYTES
        ? ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity'
        : 'identity'
    ) as 'br' | 'gzip' | 'identity';
    const body = from.encoded(key, entry, encoding);
    entry.hitHeaders ??= {};
    const headers = (entry.hitHeaders[encoding] ??= {
      ...entry.headers,
      ETag: entry.etag,
      ...(entry.lastModified ? { 'Last-Modified': entry.lastModified } : {}),
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      'X-Cache': 'HIT',
      ...(encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    ctx.respond = false;
    ctx.res.writeHead(200, headers);
    ctx.res.end(body);
    return 200;
  };

  /** The answer's own headers, without those that belong to one answer only. */
  const capturedHeaders = (ctx: Context) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (
        NOT_CAPTURED.has(name) ||
        name.startsWith('access-control-') ||
        name.startsWith('ratelimit-') ||
        name === 'retry-after' ||
        value === undefined
      )
        continue;
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

  /** A page the page renderer keeps for anonymous visitors (its X-Cache header: MISS or HIT), with its ETag. */
  const capturePage = (ctx: Context, version: number): FrontCacheEntry | undefined => {
    const kept = ctx.response.get('x-cache');
    if (ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || (kept !== 'MISS' && kept !== 'HIT')) return undefined;
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

  const page = async (ctx: Context, next: Next) => {
    const maintenance = await maintenanceOn().catch(() => true);
    const key = `${maintenance ? 'maintenance ' : ''}${ctx.url}`;
    const version = contentVersion();
    const hit = pages.get(key, version);
    if (hit && !(await isBlockedClient(ctx, strapi))) {
      const status = sendHit(ctx, pages, key, hit, PAGE_CACHE_CONTROL);
      countPageView(ctx, status, 'text/html');
      return;
    }
    await uncompressed(ctx, next);
    const entry = capturePage(ctx, version);
    if (!entry) return;
    if (ctx.method === 'GET') pages.set(key, entry);
    send(ctx, pages, key, entry, 'MISS', PAGE_CACHE_CONTROL);
  };

  return async (ctx: Context, next: Next) => {
    if (settings.enabled && isAnonymousRead(ctx, isPublicPage)) return page(ctx, next);
    if (!isAnonymousRead(ctx, isApiRead)) {
      const before = contentVersion();
      await next();
      // A write that committed during this request: drop anything cached before its commit.
      if (contentVersion() !== before) bumpContentVersion();
      return;
    }
    const key = ctx.url;
    if (settings.enabled) {
      const hit = store.get(key, contentVersion());
      if (hit && !(await isBlockedClient(ctx, strapi)) && !(MAINTENANCE_GATED(ctx.path) && (await maintenanceOn()))) {
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
