import { z } from 'zod';
import { toRoleName } from '../lib/role-name';

export const NAME_REQUIRED = 'Nama role wajib diisi.';
export const NAME_INVALID = 'Nama role hanya boleh berisi huruf kecil, angka dan garis bawah.';
export const DISPLAY_NAME_REQUIRED = 'Nama tampilan wajib diisi.';
export const INVALID_ROLE_ID = 'Invalid role ID';

export const NAME_MAX = 60;
export const DISPLAY_NAME_MAX = 120;
export const DESCRIPTION_MAX = 1000;

/** Typed as 'Kepala Humas' or 'kepala-humas', stored as 'kepala_humas' (the server derives it the same way). */
export const roleNameSchema = z
  .string()
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX)
  .transform(toRoleName)
  .refine((name) => /^[a-z0-9_]+$/.test(name), NAME_INVALID);

export const displayNameSchema = z.string().trim().min(1, DISPLAY_NAME_REQUIRED).max(DISPLAY_NAME_MAX);
export const descriptionSchema = z.string().trim().max(DESCRIPTION_MAX);
export const permissionListSchema = z.array(z.string().min(1)).transform((list) => [...new Set(list)]);
export const levelSchema = z.number().int().min(1);

export function assertRoleId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_ROLE_ID);
  return id;
}
