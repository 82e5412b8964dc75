import { isPreviewAddress, matchPage, PAGE_ROUTES } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { isAnonymousRequest } from '../../lib/request-context';
import { hostnameOfHeader } from '../../security/protections/dns-layer';

/** The public pages, which the server renders and keeps for anonymous visitors (src/public-pages/ssr/server-pages.ts). */
export const isPublicPage = (path: string) => {
  const page = matchPage(path);
  return !!page && PAGE_ROUTES[page].public;
};

export const API_CACHE_CONTROL = 'public, no-cache';
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * A page's address as the server renders and keeps it: the path with only the query parameters the page reads
 * (`PAGE_ROUTES[page].query`, e.g. /artikel's page, tag and q), in the order sent. Anything else (`utm_source`,
 * `fbclid`, a cache-buster) shows the same page, so it is left out and every such variant is one kept copy.
 */
export function pageUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const page = matchPage(path);
  const reads = page ? PAGE_ROUTES[page].query : [];
  if (reads.length === 0) return path;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1)))
    if (reads.includes(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** The key of a kept page: its address (pageUrl), apart for maintenance mode (in which only the maintenance screen is rendered). */
export const pageKey = (url: string, maintenance: boolean) => `${maintenance ? 'maintenance ' : ''}${pageUrl(url)}`;

// Other Host names always take the full chain, where the Host allow-list (dnsLayer) decides.
const siteHosts = new Set(appConfig.protections.siteHosts);

/**
 * A read the front cache may answer: GET or HEAD of a path it keeps (one `kept` answers something for), by an
 * anonymous visitor (isAnonymousRequest), without an Origin header (CORS answers depend on it), for one of the
 * site's own host names, and not a preview from /admin (shown to the token's holder only).
 */
export const isKeptRead = (
  request: { method: string; path: string; url: string; get(name: string): string },
  kept: (path: string) => unknown,
) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !!kept(request.path) &&
  !isPreviewAddress(request.url) &&
  isAnonymousRequest(request) &&
  !request.get('origin') &&
  siteHosts.has(hostnameOfHeader(request.get('host')) ?? '');
