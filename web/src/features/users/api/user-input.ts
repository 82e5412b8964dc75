import { z } from 'zod';
import { DIVISION_KEYS, DIVISION_HEAD_ROLE } from '../lib/divisions';

export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const ROLE_REQUIRED = 'Role is required.';
export const DIVISION_REQUIRED = 'Division is required';
export const EMAIL_INVALID = 'Email tidak valid.';
export const INVALID_USER_ID = 'Invalid user ID';

export const PASSWORD_MIN = 6;
export const USERNAME_MAX = 100;
export const NAME_MAX = 200;
export const EMAIL_MAX = 200;
export const PASSWORD_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fields = z.object({
  username: z.string().trim().min(1, USERNAME_REQUIRED).max(USERNAME_MAX),
  name: z.string().trim().max(NAME_MAX),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((v) => !v || EMAIL.test(v), EMAIL_INVALID),
  role: z.string().trim().min(1, ROLE_REQUIRED),
  division: z.string().nullable(),
  password: z.string().max(PASSWORD_MAX),
  confirmPassword: z.string(),
});

export type UserFormInput = z.input<typeof fields>;

export interface UserPayload {
  username: string;
  name: string;
  email: string;
  role: string;
  division: string | null;
  password?: string;
  confirmPassword?: string;
}

/**
 * The user form's rules: username required; password required on create and optional on edit, and
 * when given at least 6 characters and equal to its confirmation; a division only for division heads.
 */
const userSchema = (passwordRequired: boolean) =>
  fields
    .superRefine((v, ctx) => {
      if (v.password || passwordRequired) {
        if (v.password.length < PASSWORD_MIN)
          ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT });
        else if (v.password !== v.confirmPassword)
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
      }
      if (v.role === DIVISION_HEAD_ROLE && !DIVISION_KEYS.includes(v.division ?? ''))
        ctx.addIssue({ code: 'custom', path: ['division'], message: DIVISION_REQUIRED });
    })
    .transform((v): UserPayload => {
      const payload: UserPayload = {
        username: v.username,
        name: v.name,
        email: v.email,
        role: v.role,
        division: v.role === DIVISION_HEAD_ROLE ? v.division : null,
      };
      if (v.password) Object.assign(payload, { password: v.password, confirmPassword: v.confirmPassword });
      return payload;
    });

export const createUserSchema = userSchema(true);
export const updateUserSchema = userSchema(false);

export function assertUserId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_USER_ID);
  return id;
}
