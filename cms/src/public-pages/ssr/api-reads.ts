import type { Core } from '@strapi/strapi';
import landingContent from '../../policies/landing-content';
import type { Context } from 'koa';
import { messageFor } from '../../lib/http-error';
import { findOperatorInjection } from '../../security/detectors/operator-injection';
import { findSqlInjection } from '../../security/detectors/sql-injection';
import { requestValuesOf } from '../../security/protections/injection-request';
import { publicReads } from '../public-reads';

/** What the API would answer: status and the exact JSON text; `undeclared` for a path that is no public read. */
interface ApiAnswer {
  status: number;
  body: string;
  undeclared?: true;
}

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
 * controller action and maintenance policy (cms/src/public-pages/public-reads.ts) with a minimal context, so the JSON is what the API sends, without an
 * HTTP round trip to itself. Any other path (the session, staff data) is refused with 404: the page renders it as
 * still loading and the browser asks for it itself.
 */
export function createApiReads(strapi: Core.Strapi) {
  const readAt = publicReads(strapi);
  return async (pathAndQuery: string): Promise<ApiAnswer> => {
    const url = new URL(pathAndQuery, 'http://in-process');
    const route = readAt(url.pathname);
    if (!route) return { ...answer(404, { message: messageFor(404) }), undeclared: true };
    const dot = route.handler.lastIndexOf('.');
    const [uid, action] = [route.handler.slice(0, dot), route.handler.slice(dot + 1)];
    const query = queryObject(url.searchParams);
    const ctx = {
      method: 'GET',
      path: url.pathname,
      querystring: url.search.slice(1),
      query,
      params: route.params(url.pathname),
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
