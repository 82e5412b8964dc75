import { z } from 'zod';

/** Role inputs (POST /api/roles/create-with-shift, PUT /api/roles/{id}): name rule, lengths, level, permissions. */
export const ROLE_NAME_REQUIRED = 'Nama role wajib diisi.';
export const ROLE_NAME_INVALID = 'Nama role hanya boleh berisi huruf kecil, angka dan garis bawah.';
export const ROLE_DISPLAY_NAME_REQUIRED = 'Nama tampilan wajib diisi.';
export const ROLE_LEVEL_INVALID = 'Level harus berupa bilangan bulat positif.';
export const ROLE_PERMISSIONS_INVALID = 'permissions must be a list of permission names';

export const ROLE_NAME_MAX = 60;
export const ROLE_DISPLAY_NAME_MAX = 120;
export const ROLE_DESCRIPTION_MAX = 1000;

/** 'Kepala Humas' or 'kepala-humas' → 'kepala_humas': lower case, spaces and hyphens as underscores. */
export const toRoleName = (typed: string): string =>
  typed
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const roleNameSchema = z
  .string(ROLE_NAME_REQUIRED)
  .trim()
  .min(1, ROLE_NAME_REQUIRED)
  .max(ROLE_NAME_MAX)
  .transform(toRoleName)
  .refine((name) => /^[a-z0-9_]+$/.test(name), ROLE_NAME_INVALID);
export const roleDisplayNameSchema = z
  .string(ROLE_DISPLAY_NAME_REQUIRED)
  .trim()
  .min(1, ROLE_DISPLAY_NAME_REQUIRED)
  .max(ROLE_DISPLAY_NAME_MAX);
export const roleDescriptionSchema = z.string().trim().max(ROLE_DESCRIPTION_MAX);
export const rolePermissionsSchema = z
  .array(z.string(ROLE_PERMISSIONS_INVALID).min(1, ROLE_PERMISSIONS_INVALID), ROLE_PERMISSIONS_INVALID)
  .transform((list) => [...new Set(list)]);
export const roleLevelSchema = z.number(ROLE_LEVEL_INVALID).int(ROLE_LEVEL_INVALID).min(1, ROLE_LEVEL_INVALID);

/** The dashboard's new role: every field; the roles at and below its level move down by one. */
export const createRoleSchema = z.object({
  name: roleNameSchema,
  displayName: roleDisplayNameSchema,
  description: roleDescriptionSchema,
  level: roleLevelSchema,
  permissions: rolePermissionsSchema,
});

/** A new role as the server takes it: without a display name it shows its name; no permissions is none. */
export const roleCreateBodySchema = createRoleSchema.extend({
  displayName: z.string().trim().max(ROLE_DISPLAY_NAME_MAX).optional(),
  description: roleDescriptionSchema.default(''),
  permissions: rolePermissionsSchema.default([]),
});

/** An edit (texts and permissions) or a drag (level); the name never changes. */
export const updateRoleSchema = z.object({
  displayName: roleDisplayNameSchema,
  description: roleDescriptionSchema,
  permissions: rolePermissionsSchema,
});
export const moveRoleSchema = z.object({ level: roleLevelSchema });
export const rolePatchSchema = updateRoleSchema.extend(moveRoleSchema.shape).partial();
