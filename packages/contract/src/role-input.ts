import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { labelled, REASON } from './input-check.js';

/** Role inputs (POST /api/roles/create-with-shift, PUT /api/roles/{id}): name rule, lengths, level, permissions. */
const NAME_INVALID = 'hanya boleh berisi huruf kecil, angka dan garis bawah';
const LEVEL_INVALID = 'harus berupa bilangan bulat positif';

/** The role hierarchy's refusals: the dashboard says them before it asks, the server when it refuses. */
export const ROLE_LEVEL_TOO_HIGH = 'Anda hanya dapat membuat role dengan level lebih rendah dari level Anda';
export const ROLE_CANNOT_MOVE =
  'Anda tidak dapat memindahkan role dengan level yang sama atau lebih tinggi dari level Anda.';
export const ROLE_CANNOT_MOVE_INTO =
  'Anda tidak dapat memindahkan role ke level yang sama atau lebih tinggi dari level Anda.';

/** A permission the catalogue does not have (every door refuses it on the role's permissions). */
export const unknownPermission = (name: string) => `Izin tidak dikenal: ${name}.`;
/** Another role is known by this name already. */
export const ROLE_NAME_TAKEN = 'Nama role sudah digunakan.';
export const ROLE_NAME_MAX = 60;
export const ROLE_DISPLAY_NAME_MAX = 120;
export const ROLE_DESCRIPTION_MAX = 1000;

/** 'Kepala Humas' or 'kepala-humas' → 'kepala_humas': lower case, spaces and hyphens as underscores. */
export const toRoleName = (typed: string): string =>
  typed
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const roleNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(ROLE_NAME_MAX)
  .transform(toRoleName)
  .refine((name) => /^[a-z0-9_]+$/.test(name), NAME_INVALID);
const roleDisplayNameSchema = z.string().trim().min(1).max(ROLE_DISPLAY_NAME_MAX);
const roleDescriptionSchema = z.string().trim().max(ROLE_DESCRIPTION_MAX);
const rolePermissionsSchema = z.array(z.string().min(1)).transform((list) => [...new Set(list)]);
const roleLevelSchema = z
  .number({ error: (issue) => (issue.input === undefined ? REASON.required : LEVEL_INVALID) })
  .int(LEVEL_INVALID)
  .min(1, LEVEL_INVALID);

/** The dashboard's new role: every field; the roles at and below its level move down by one. */
const createRole = z.object({
  name: roleNameSchema,
  displayName: roleDisplayNameSchema,
  description: roleDescriptionSchema,
  level: roleLevelSchema,
  permissions: rolePermissionsSchema,
});
export const createRoleSchema = labelled(createRole, FIELD_LABELS.role);

/** A new role as the server takes it: without a display name it shows its name; no permissions is none. */
export const roleCreateBodySchema = labelled(
  createRole.extend({
    displayName: z.string().trim().max(ROLE_DISPLAY_NAME_MAX).optional(),
    description: roleDescriptionSchema.default(''),
    permissions: rolePermissionsSchema.default([]),
  }),
  FIELD_LABELS.role,
);

/** An edit (texts and permissions) or a drag (level); the name never changes. */
const updateRole = z.object({
  displayName: roleDisplayNameSchema,
  description: roleDescriptionSchema,
  permissions: rolePermissionsSchema,
});
export const updateRoleSchema = labelled(updateRole, FIELD_LABELS.role);
export const moveRoleSchema = labelled(z.object({ level: roleLevelSchema }), FIELD_LABELS.role);
/**
 * PUT body: any of the fields. With `basedOn` (the permissions the form opened), `permissions` is applied as that
 * form's change (what it added and removed) to the stored list, so another editor's change saved meanwhile stays.
 */
export const rolePatchSchema = labelled(
  updateRole.extend({ ...moveRoleSchema.shape, basedOn: rolePermissionsSchema }).partial(),
  FIELD_LABELS.role,
);

/** A role as the API answers it (GET /api/roles, /api/roles/assignable, a save). */
export interface Role {
  _id: number;
  id: number;
  name: string;
  displayName: string;
  description: string;
  level: number;
  permissions: string[];
  isSystem: boolean;
}

/** GET /api/roles/assignable: the roles below the requester, the requester's level and the levels a new role may take. */
export interface AssignableRoles {
  roles: Role[];
  requesterLevel: number;
  creatableLevels: number[];
}

/** GET /api/roles/levels: every role's name, display name and level (the users list's role filter). */
export type RoleLevel = Pick<Role, '_id' | 'name' | 'displayName' | 'level'>;

/** One entry of the permission catalogue (GET /api/permissions). */
export interface Permission {
  _id: number;
  name: string;
  displayName: string;
  description: string | null;
  category: string;
}
