import type { PermissionName } from '@hmti/contract';

/** A route open to signed-in staff holding any of these permissions (checked by the has-permission policy). */
export const needs = (...anyOf: PermissionName[]) => ({
  auth: false as const,
  policies: [{ name: 'global::has-permission', config: { anyOf } }],
});
