import type { Core } from '@strapi/strapi';
import landingContent from '../../policies/landing-content';
import type { Context } from 'koa';
import { messageFor } from '../../middlewares/api-errors';
import { findOperatorInjection } from '../../security/detectors/operator-injection';
import { findSqlInjection } from '../../security/detectors/sql-injection';
import { requestValuesOf } from '../../security/protections/injection-request';

/** What the API would answer: status and the exact JSON text. */
export interface ApiAnswer {
  status: number;
  body: string;
}

interface PublicRead {
  path: RegExp;
  /** Controller uid and action, as in the route's handler. */
  handler: `${string}.${string}`;
  params?: (match: RegExpMatchArray) => Record<string, string>;
  /** Withheld from anonymous visitors in maintenance (the route's global::landing-content policy). */
  gated: boolean;
}

const decode = (s: string) => decodeURIComponent(s);

/** The anonymous public reads the public pages make: the same routes as cms/src/api/* /routes, same controllers. */
const PUBLIC_READS: PublicRead[] = [
  { path: /^\/api\/settings$/, handler: 'api::settings.settings.find', gated: false },
  { path: /^\/api\/stats$/, handler: 'api::landing.stats.find', gated: true },
  { path: /^\/api\/articles$/, handler: 'api::articles.public-articles.list', gated: true },
  { path: /^\/api\/articles\/tags$/, handler: 'api::articles.public-articles.tags', gated: true },
  {
    path: /^\/api\/articles\/slug\/([^/]+)\/related$/,
    handler: 'api::articles.public-articles.relatedBySlug',
    params: (m) => ({ slug: decode(m[1]) }),
    gated: true,
  },
  {
    path: /^\/api\/articles\/slug\/([^/]+)$/,
    handler: 'api::articles.public-articles.findBySlug',
    params: (m) => ({ slug: decode(m[1]) }),
    gated: true,
  },
  {
    path: /^\/api\/articles\/(\d+)\/related$/,
    handler: 'api::articles.public-articles.relatedById',
    params: (m) => ({ id: m[1] }),
    gated: true,
  },
  {
    path: /^\/api\/articles\/(\d+)(?:\/([^/]+))?$/,
    handler: 'api::articles.public-articles.findById',
    params: (m) => ({ id: m[1], ...(m[2] ? { slug: decode(m[2]) } : {}) }),
    gated: true,
  },
  { path: /^\/api\/library$/, handler: 'api::library.public-library.list', gated: true },
  { path: /^\/api\/organization\/periods$/, handler: 'api::organization.public-organization.periods', gated: true },
  { path: /^\/api\/organization\/members$/, handler: 'api::organization.public-organization.members', gated: true },
  {
    path: /^\/api\/organization\/positions\/([^/]+)$/,
    handler: 'api::organization.public-organization.positions',
    params: (m) => ({ period: decode(m[1]) }),
    gated: true,
  },
];

/** Koa's reading of a query string: a repeated name becomes a list. */
const queryObject = (search: URLSearchParams): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
};

const answer = (status: number, body: unknown): ApiAnswer => ({ status, body: JSON.stringify(body) });

interface HttpErrorLike {
  status?: number;
  expose?: boolean;
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * Answers an anonymous visitor's GET of a public /api path in-process, for the server renderer: the route's own
 * controller action and maintenance policy with a minimal context, so the JSON is what the API sends, without an
 * HTTP round trip to itself. Any other path (the session, staff data) is refused with 404: the page renders it as
 * still loading and the browser asks for it itself.
 */
export function createApiReads(strapi: Core.Strapi) {
  return async (pathAndQuery: string): Promise<ApiAnswer> => {
    const url = new URL(pathAndQuery, 'http://in-process');
    let route: PublicRead | undefined;
    let match: RegExpMatchArray | null = null;
    for (const read of PUBLIC_READS) {
      match = url.pathname.match(read.path);
      if (match) {
        route = read;
        break;
      }
    }
    if (!route || !match) return answer(404, { message: messageFor(404) });
    const dot = route.handler.lastIndexOf('.');
    const [uid, action] = [route.handler.slice(0, dot), route.handler.slice(dot + 1)];
    const query = queryObject(url.searchParams);
    const ctx = {
      method: 'GET',
      path: url.pathname,
      querystring: url.search.slice(1),
      query,
      params: route.params?.(match) ?? {},
      state: {},
      request: { method: 'GET', path: url.pathname, query },
      body: undefined as unknown,
      status: 200,
      set: () => undefined,
    };
    // A read the injection protections would refuse is not answered here: the page shows it loading and the
    // browser's own request meets the real refusal (whose error object the app shows on /error).
    const values = requestValuesOf(ctx as unknown as Context);
    if (findSqlInjection(values) || findOperatorInjection(values)) return answer(403, { message: messageFor(403) });
    try {
      if (route.gated) await landingContent(ctx, undefined, { strapi });
      const controller = strapi.controller(uid as never) as unknown as Record<string, (c: unknown) => Promise<void>>;
      await controller[action](ctx);
      return answer(ctx.status, ctx.body);
    } catch (error) {
      const e = error as HttpErrorLike;
      if (e.expose && typeof e.status === 'number')
        return answer(e.status, { ...(e.details ?? {}), message: e.message || messageFor(e.status) });
      strapi.log.error(`Server rendering: ${pathAndQuery}: ${error instanceof Error ? error.message : String(error)}`);
      return answer(500, { message: messageFor(500) });
    }
  };
}
