import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { contentVersion } from '../../lib/content-version';
import { clientIp } from '../../lib/request-context';
import { pageViewCounter } from '../../api/analytics/lib/count-page-view';
import { requestIdOf } from '../../lib/observability/request-id';
import { requestLineWriter } from '../../lib/observability/request-line';
import { isBlockedClientEarly } from '../../security/blocked-client';
import { writeHit } from './hit';
import { frontCacheStores } from './stores';
import type { FrontCacheEntry, FrontCacheStore } from './store';
import { API_CACHE_CONTROL, PAGE_CACHE_CONTROL, isKeptRead, isPublicPage, pageKey } from './rules';
import { publicReads } from '../public-reads';
import { service } from '../../lib/services';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What the shared rules (anonymous visitor, client address, page views) read of a request answered before Koa. */
class EarlyRequest {
  readonly method: string;
  readonly path: string;

  constructor(
    readonly req: IncomingMessage,
    readonly url: string,
  ) {
    this.method = req.method ?? '';
    this.path = url.split('?', 1)[0];
  }

  /** As Koa's ctx.get: the header's value, '' when absent. */
  get(name: string): string {
    const value = this.req.headers[name];
    return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : value;
  }
}

interface Found {
  from: FrontCacheStore;
  key: string;
  entry: FrontCacheEntry;
  cacheControl: string;
  page: boolean;
}

/**
 * Answers kept public reads before Koa sees them (no context, middleware chain, AsyncLocalStorage or session lookup:
 * the work that made a hit cost several times Node's own HTTP handling). Only the plain case: an anonymous GET
 * (isAnonymousRequest) without Origin, for a site host, of a path the front cache holds for the current content
 * version, while this instance's maintenance mode and protection flags are fresh, from a client neither block (forged
 * forwarding headers, port scan) refuses. Everything else goes to Koa unchanged, to global::front-cache.
 *
 * The middlewares ahead of the front cache only answer their own paths, and the protections behind it never applied
 * to hits (no database work; the two every-path blocks are checked here). What global::request-log does is done here
 * too: X-Request-Id in and out, the log line and the metrics. Kept pages count their page view.
 */
export function installEarlyAnswers(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const koa = server.listeners('request').find((l) => l.name === 'handleRequest') as Listener | undefined;
  if (!appConfig.frontCache.enabled) return;
  if (!koa) {
    strapi.log.warn("Front cache: Strapi's request listener was not found; kept answers go through Koa.");
    return;
  }
  const stores = frontCacheStores();
  const writeLine = requestLineWriter(strapi);
  const countPageView = pageViewCounter(strapi);
  const readAt = publicReads(strapi);
  const siteSettings = service(strapi, 'api::settings.site-settings');

  /** The kept answer for this request, when the plain case applies and the cache holds it. */
  const find = (request: EarlyRequest): Found | undefined => {
    const page = isPublicPage(request.path);
    if (!isKeptRead(request, page ? isPublicPage : readAt)) return undefined;
    const maintenance = siteSettings.knownMaintenanceMode();
    if (maintenance === undefined) return undefined;
    if (page) {
      const key = pageKey(request.url, maintenance);
      const entry = stores.pages.get(key, contentVersion());
      return entry && { from: stores.pages, key, entry, cacheControl: PAGE_CACHE_CONTROL, page };
    }
    if (maintenance && readAt(request.path)?.gated) return undefined;
    const entry = stores.api.get(request.url, contentVersion());
    return entry && { from: stores.api, key: request.url, entry, cacheControl: API_CACHE_CONTROL, page };
  };

  const answer = (request: EarlyRequest, res: ServerResponse, found: Found, ip: string, started: bigint) => {
    const requestId = requestIdOf(request);
    const { from, key, entry, cacheControl } = found;
    const status = writeHit(request.req, res, from, key, entry, cacheControl, ['X-Request-Id', requestId]);
    if (found.page) countPageView(request, status, 'text/html');
    writeLine({
      requestId,
      method: request.method,
      path: request.path,
      status,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      ip,
      cache: 'HIT',
      aborted: res.destroyed && !res.writableFinished,
    });
  };

  const early: Listener = (req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? '';
    if (req.method !== 'GET' || url[0] !== '/') return koa(req, res);
    const request = new EarlyRequest(req, url);
    const found = find(request);
    if (!found) return koa(req, res);
    const ip = clientIp(request);
    const blocked = isBlockedClientEarly(req, ip, strapi);
    if (blocked === false) return answer(request, res, found, ip, started);
    if (blocked === undefined || blocked === true) return koa(req, res);
    blocked.then(
      (isBlocked) => (isBlocked ? koa(req, res) : answer(request, res, found, ip, started)),
      () => koa(req, res),
    );
  };

  // In Koa's place, but after the other listeners (graceful stop's in-flight count and Connection: close), which
  // must see the response before an early answer sends its headers.
  server.off('request', koa);
  server.on('request', early);
}
