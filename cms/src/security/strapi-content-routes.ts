import type { Core, UID } from '@strapi/strapi';
import escapeRegExp from 'lodash/escapeRegExp';

/**
 * The routes Strapi generates for a content type (createCoreRouter: `/api/<plural>`, `/api/<plural>/:id`,
 * `/api/<singular>` of a single type, under the router's prefix). Their REST query grammar
 * (`filters[field][$eq]`, `sort`, `pagination`, `populate`, `fields`) is Strapi's own and is validated by
 * Strapi; our hand-written routes take no such parameters. Read from the registered routers once, after
 * boot (a schema change in the Content-Type Builder restarts Strapi, so the list cannot go stale).
 */
const CORE_ACTIONS = new Set(['find', 'findOne', 'create', 'update', 'delete']);

function coreRoutePatterns(strapi: Core.Strapi): Array<{ method: string; path: RegExp }> {
  const restPrefix = String(strapi.config.get('api.rest.prefix', '/api'));
  const out: Array<{ method: string; path: RegExp }> = [];
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes)) {
      for (const route of router.routes ?? []) {
        if (typeof route.handler !== 'string' || !route.path || !route.method) continue;
        const dot = route.handler.lastIndexOf('.');
        const uid = route.handler.slice(0, dot);
        if (!CORE_ACTIONS.has(route.handler.slice(dot + 1)) || !Object.hasOwn(strapi.contentTypes, uid)) continue;
        const { pluralName, singularName } = strapi.contentTypes[uid as UID.ContentType].info;
        const own = [pluralName, singularName].filter(Boolean).flatMap((n) => [`/${n}`, `/${n}/:id`]);
        if (!own.includes(route.path)) continue;
        const full = `${restPrefix}${router.prefix ?? ''}${route.path}`;
        const source = escapeRegExp(full).replace(/:id$/, '[^/]+');
        out.push({ method: route.method.toUpperCase(), path: new RegExp(`^${source}/?$`) });
      }
    }
  }
  return out;
}

let patterns: Array<{ method: string; path: RegExp }> | null = null;

/** Whether this request is for one of Strapi's generated content API routes. */
export function isStrapiContentRoute(method: string, path: string): boolean {
  if (!globalThis.strapi?.apis) return false;
  patterns ??= coreRoutePatterns(globalThis.strapi);
  const verb = method === 'HEAD' ? 'GET' : method;
  return patterns.some((p) => p.method === verb && p.path.test(path));
}
