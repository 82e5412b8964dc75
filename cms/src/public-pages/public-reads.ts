import type { Core } from '@strapi/strapi';
import { MAINTENANCE_GATE } from '../lib/route-config';

/** A route as the route files declare it (cms/src/api/<area>/routes) and Strapi keeps it (strapi.apis). */
export interface DeclaredRoute {
  method: string;
  path: string;
  handler: unknown;
  config?: { auth?: unknown; policies?: unknown[]; publicRead?: boolean };
}

/** The part of a @koa/router layer read here (the package has no types of its own). */
interface RouterLayer {
  path: string;
  methods: string[];
  match(path: string): boolean;
  captures(path: string): string[];
  params(path: string, captures: string[]): Record<string, string>;
}

/**
 * The public reads (routes declared with `publicRead`, cms/src/lib/route-config.ts), looked up by request path
 * through Strapi's own router layers, in the router's order: the paths the front cache keeps, the reads the server
 * render answers in-process (handler, path parameters), and whether maintenance withholds them (the route's
 * policy). Built at the first lookup, when the routes are mounted.
 */
export function publicReads(strapi: Core.Strapi) {
  const build = () => {
    const prefix = strapi.config.get('api.rest.prefix', '/api');
    const declared = new Map(
      Object.values(strapi.apis)
        .flatMap((api) => Object.values(api.routes ?? {}).flatMap((router) => router.routes as DeclaredRoute[]))
        .filter((route) => route.config?.publicRead && route.method === 'GET')
        .map((route) => [`${prefix}${route.path}`, route]),
    );
    return (strapi.server.listRoutes() as RouterLayer[]).flatMap((layer) => {
      const route = layer.methods.includes('GET') ? declared.get(layer.path) : undefined;
      if (!route) return [];
      const gated = route.config?.policies?.includes(MAINTENANCE_GATE) ?? false;
      const params = (path: string) => layer.params(path, layer.captures(path));
      return [{ layer, handler: String(route.handler), gated, params }];
    });
  };
  let reads: ReturnType<typeof build> | undefined;
  return (path: string) => (reads ??= build()).find((read) => read.layer.match(path));
}
