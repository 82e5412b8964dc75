import type { PermissionName } from '@hmti/contract';

/** A route open to signed-in staff holding any of these permissions (checked by the has-permission policy). */
export const needs = (...anyOf: PermissionName[]) => ({
  auth: false as const,
  policies: [{ name: 'global::has-permission', config: { anyOf } }],
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
