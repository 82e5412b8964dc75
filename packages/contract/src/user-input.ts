import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from './account-input.js';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';

/** A staff account as the users screen edits it (POST /api/users, PUT /api/users/{id}). */
const LABELS = FIELD_LABELS.user;
export const USER_PASSWORD_MIN = 6;
/** The users screen's role and division checks (the server checks them against the stored roles and divisions). */
export const USER_ROLE_REQUIRED = fieldMessage(LABELS.role, REASON.required);
/** Why a division head's division is refused when none is chosen (to follow the field's label). */
export const DIVISION_HEAD_NEEDS_DIVISION = 'wajib dipilih untuk Ketua Divisi';
/**
 * One's own username, email and password change in Settings → Profile, which asks for the current password: the
 * Users screen refuses them, so a session alone cannot take the account over.
 */
export const OWN_LOGIN_IN_PROFILE = 'Ubah username, email atau password akun Anda sendiri di Settings → Profile.';
/** Nor may one owner change another owner's (the owner is untouchable but by its own holder). */
export const CO_OWNER_LOGIN =
  'Username, email dan password owner lain hanya dapat diubah oleh pemiliknya di Settings → Profile.';
export const userDivisionUnknown = (keys: readonly string[]) => fieldMessage(LABELS.division, REASON.oneOf(keys));
export const USER_USERNAME_MAX = 100;
export const USER_NAME_MAX = 200;
export const USER_EMAIL_MAX = 200;

/**
 * The password rule: required on create, optional on edit; when given at least 6 characters and equal to its
 * confirmation (when one is sent). The field and reason of the first broken part, or null.
 */
export function userPasswordProblem(
  password: string | undefined,
  confirm: string | undefined,
  required: boolean,
): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (!password) return required ? { field: 'password', message: REASON.required } : null;
  if (password.length < USER_PASSWORD_MIN) return { field: 'password', message: REASON.tooShort(USER_PASSWORD_MIN) };
  if (password.length > PASSWORD_MAX_LENGTH) return { field: 'password', message: REASON.tooLong(PASSWORD_MAX_LENGTH) };
  if (confirm !== undefined && confirm !== password)
    return { field: 'confirmPassword', message: `tidak sama dengan ${LABELS.password}` };
  return null;
}

export const userFieldsSchema = labelled(
  z.object({
    username: z.string().trim().min(1).max(USER_USERNAME_MAX),
    name: z.string().trim().max(USER_NAME_MAX),
    email: z
      .string()
      .trim()
      .max(USER_EMAIL_MAX)
      .refine((v) => !v || EMAIL_PATTERN.test(v), REASON.email),
    password: z.string(),
    confirmPassword: z.string(),
  }),
  LABELS,
);

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
export const userCreateBodySchema = labelled(
  z.object({ ...serverFields, username: userFieldsSchema.shape.username }).superRefine(withPasswordRule(true)),
  LABELS,
);
export const userUpdateBodySchema = labelled(
  z
    .object({ ...serverFields, username: userFieldsSchema.shape.username.optional() })
    .superRefine(withPasswordRule(false)),
  LABELS,
);
