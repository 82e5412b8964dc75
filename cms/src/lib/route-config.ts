import type { PermissionName } from '@hmti/contract';

/**
 * Every route here is `auth: false`: the site's own session (global::session) and these policies decide, never
 * Strapi's users-permissions. (A router file under src/api needs no `type`: Strapi makes each one 'content-api'.)
 */
const policed = (...policies: unknown[]) => ({ auth: false as const, policies });

/** Open to anyone; the handler decides (sign-in, sign-out). */
export const open = { auth: false as const };

/** A route open to any signed-in account. */
export const signedIn = policed('global::is-authenticated');

/** A route for the owner role only. */
export const ownerOnly = policed({ name: 'global::has-role', config: { roles: ['owner'] } });

/** A route open to signed-in staff holding any of these permissions (checked by the has-permission policy). */
export const needs = (...anyOf: PermissionName[]) => policed({ name: 'global::has-permission', config: { anyOf } });

/** The routes of one controller: `route('GET', '/path', 'action', config)` is handled by `<controller>.action`. */
export const routesTo =
  (controller: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, action: string, config: object) => ({
    method,
    path,
    handler: `${controller}.${action}`,
    config,
  });

/** The policy that withholds public content from anonymous visitors while maintenance mode is on. */
export const MAINTENANCE_GATE = 'global::landing-content';

/**
 * An anonymous read of public content, declared once here: open to anyone, kept by the front cache and answered
 * in-process to the server render (cms/src/public-pages/public-reads.ts finds these routes by `publicRead`).
 * Withheld in maintenance unless `gated: false`. Strapi's route validation ignores the unknown `publicRead` key.
 */
export const publicRead = (path: string, handler: string, { gated = true } = {}) => ({
  method: 'GET' as const,
  path,
  handler,
  config: { auth: false as const, policies: gated ? [MAINTENANCE_GATE] : [], publicRead: true as const },
});
