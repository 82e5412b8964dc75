import type { Context } from 'koa';
import type { RequestValues } from '../detectors/request-values';
import { isStrapiContentRoute } from '../strapi-content-routes';

/** Only the content API is inspected; the Strapi admin panel speaks its own filter language ($eq…). */
export const isInspectedPath = (path: string) => path.startsWith('/api/');

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

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
    body: (ctx.request as unknown as { body?: unknown } | undefined)?.body,
    strapiQuery: isStrapiContentRoute(ctx.method, ctx.path),
  };
  ctx.state[STATE_KEY] = values;
  return values;
}
