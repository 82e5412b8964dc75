import type { Context } from 'koa';
import type { RequestValues } from '../detectors/request-values';

/**
 * Staff rich-text fields written with CKEditor, by route: their <pre>/<code> blocks may hold SQL or JS.
 * These routes need an editor's permission, so the leniency only reaches requests the router would
 * refuse anyway when they come from anyone else (and every query is parameterised regardless).
 */
const RICH_TEXT_ROUTES: ReadonlyArray<{ method: string; path: RegExp; fields: string[] }> = [
  { method: 'POST', path: /^\/api\/articles\/?$/, fields: ['content'] },
  { method: 'PUT', path: /^\/api\/articles\/\d+\/?$/, fields: ['content'] },
  { method: 'PUT', path: /^\/api\/settings\/?$/, fields: ['aboutUs'] },
];

const NO_FIELDS: ReadonlySet<string> = new Set();

/** Only our contract's API is inspected; the Strapi admin panel speaks its own filter language ($eq…). */
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
  const route = RICH_TEXT_ROUTES.find((r) => r.method === ctx.method && r.path.test(ctx.path));
  const values: RequestValues = {
    pathSegments: ctx.path.split('/').filter(Boolean).map(decodeSegment),
    query: ctx.query ?? {},
    rawQueryKeys: rawQueryKeys(ctx.querystring ?? ''),
    body: (ctx.request as unknown as { body?: unknown } | undefined)?.body,
    richTextFields: route ? new Set(route.fields) : NO_FIELDS,
  };
  ctx.state[STATE_KEY] = values;
  return values;
}
