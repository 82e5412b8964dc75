import type { Context } from 'koa';
import type { Protection } from '../types';
import { decoded } from '../../lib/decoded';
import { suspicious } from '../refusals';
import { findOperatorInjection } from '../detectors/operator-injection';
import type { RequestValues } from '../detectors/request-values';
import { findSqlInjection } from '../detectors/sql-injection';
import { isStrapiContentRoute } from '../strapi-content-routes';

const decodeSegment = (segment: string) => decoded(segment) ?? segment;

function rawQueryKeys(querystring: string): string[] {
  if (!querystring) return [];
  return querystring.split('&').map((pair) => decodeSegment(pair.split('=')[0].replace(/\+/g, ' ')));
}

const STATE_KEY = 'injectionRequestValues';

/** The parsed request as both injection protections see it (built once per request). */
export function requestValuesOf(ctx: Context): RequestValues {
  const cached = ctx.state[STATE_KEY] as RequestValues | undefined;
  if (cached) return cached;
  const values: RequestValues = {
    pathSegments: ctx.path.split('/').filter(Boolean).map(decodeSegment),
    query: ctx.query ?? {},
    rawQueryKeys: rawQueryKeys(ctx.querystring ?? ''),
    body: ctx.request?.body,
    strapiQuery: isStrapiContentRoute(ctx.method, ctx.path),
  };
  ctx.state[STATE_KEY] = values;
  return values;
}

/** A protection that refuses an inspected /api request in which `find` finds an injection, naming the field. */
const injectionProtection = (
  flag: Protection['flag'],
  name: string,
  find: (values: RequestValues) => { reason: string; location: string } | null,
): Protection => ({
  flag,
  name,
  readsBody: true,
  async check(ctx, { clientIp }) {
    // Only the content API is inspected; the Strapi admin panel speaks its own filter language ($eq…).
    if (!ctx.path.startsWith('/api/')) return null;
    const finding = find(requestValuesOf(ctx));
    return finding ? suspicious(ctx, clientIp, finding.reason, { field: finding.location }) : null;
  },
});

/**
 * Refuses /api requests whose parsed path, query or body (JSON, form, multipart fields) carries SQL
 * injection patterns. A second line only: every query of the cms is parameterised (Strapi's query engine).
 */
export const sqlInjection = injectionProtection('sqlInjectionProtectionEnabled', 'sql-injection', findSqlInjection);

/** Refuses /api requests carrying query-operator keys ($ne, $where…), prototype keys or $where-style JavaScript. */
export const noSqlInjection = injectionProtection(
  'noSqlInjectionProtectionEnabled',
  'nosql-injection',
  findOperatorInjection,
);
