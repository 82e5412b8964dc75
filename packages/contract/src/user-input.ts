import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './account-input.js';

/** A staff account as the users screen edits it (POST /api/users, PUT /api/users/{id}). */
export const USER_USERNAME_REQUIRED = 'Username is required';
export const USER_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const USER_PASSWORDS_DIFFER = 'Passwords do not match';
export const USER_ROLE_REQUIRED = 'Role is required.';
export const USER_PASSWORD_MIN = 6;
export const USER_USERNAME_MAX = 100;
export const USER_NAME_MAX = 200;
export const USER_EMAIL_MAX = 200;

/**
 * The password rule: required on create, optional on edit; when given at least 6 characters and equal to its
 * confirmation (when one is sent). The message of the first broken part, or null.
 */
export function userPasswordProblem(
  password: string | undefined,
  confirm: string | undefined,
  required: boolean,
): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (!password) return required ? { field: 'password', message: USER_PASSWORD_TOO_SHORT } : null;
  if (password.length < USER_PASSWORD_MIN) return { field: 'password', message: USER_PASSWORD_TOO_SHORT };
  if (password.length > PASSWORD_MAX_LENGTH) return { field: 'password', message: PASSWORD_TOO_LONG };
  if (confirm !== undefined && confirm !== password)
    return { field: 'confirmPassword', message: USER_PASSWORDS_DIFFER };
  return null;
}

export const userFieldsSchema = z.object({
  username: z.string(USER_USERNAME_REQUIRED).trim().min(1, USER_USERNAME_REQUIRED).max(USER_USERNAME_MAX),
  name: z.string().trim().max(USER_NAME_MAX),
  email: z
    .string()
    .trim()
    .max(USER_EMAIL_MAX)
    .refine((v) => !v || EMAIL_PATTERN.test(v), INVALID_EMAIL),
  password: z.string(),
  confirmPassword: z.string(),
});

const serverFields = {
  name: userFieldsSchema.shape.name.optional(),
  email: userFieldsSchema.shape.email.optional(),
  password: z.string().nullish(),
  confirmPassword: z.string().optional(),
  role: z.unknown().optional(),
  division: z.unknown().optional(),
};
const withPasswordRule =
  (required: boolean) => (v: { password?: string | null; confirmPassword?: string }, ctx: z.RefinementCtx) => {
    const problem = userPasswordProblem(v.password ?? undefined, v.confirmPassword, required);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  };

/** The bodies as the server takes them; role and division are checked against the stored roles and divisions. */
export const userCreateBodySchema = z
  .object({ ...serverFields, username: userFieldsSchema.shape.username })
  .superRefine(withPasswordRule(true));
export const userUpdateBodySchema = z
  .object({ ...serverFields, username: userFieldsSchema.shape.username.optional() })
  .superRefine(withPasswordRule(false));
