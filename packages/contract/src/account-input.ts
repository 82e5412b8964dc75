import { z } from 'zod';

/** Sign-in and the own-account forms (POST /api/auth/login, PUT /api/auth/profile, POST /api/auth/change-password). */
export const USERNAME_REQUIRED = 'Username wajib diisi';
export const PASSWORD_REQUIRED = 'Password wajib diisi';
/** The server's one answer to an incomplete sign-in (it names no field, as it names no wrong one). */
export const LOGIN_FIELDS_REQUIRED = 'Username dan password wajib diisi';

export const ACCOUNT_FIELDS_REQUIRED = 'All fields are required.';
export const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match.';
export const PASSWORD_TOO_SHORT = 'Password should be at least 8 characters long.';
export const PASSWORD_TOO_LONG = 'Password terlalu panjang.';
export const INVALID_EMAIL = 'Email tidak valid.';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 200;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in: both fields present; rememberMe as a boolean or the form text 'true'/'false'. */
export const loginInputSchema = z.object({
  username: z.string(USERNAME_REQUIRED).trim().min(1, USERNAME_REQUIRED),
  password: z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED),
  rememberMe: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((value) => value === true || value === 'true'),
});

const required = (max: number) => z.string(ACCOUNT_FIELDS_REQUIRED).trim().min(1, ACCOUNT_FIELDS_REQUIRED).max(max);

/** The own profile: all three required; a new username or email also needs the current password (server's check). */
export const profileSchema = z.object({
  username: required(USERNAME_MAX_LENGTH),
  name: required(NAME_MAX_LENGTH),
  email: required(EMAIL_MAX_LENGTH).pipe(z.string().regex(EMAIL_PATTERN, INVALID_EMAIL)),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

/** A password change, checked in this order: all given, confirmation equal (when sent), then its length. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string(ACCOUNT_FIELDS_REQUIRED).min(1, ACCOUNT_FIELDS_REQUIRED),
    newPassword: z.string(ACCOUNT_FIELDS_REQUIRED).min(1, ACCOUNT_FIELDS_REQUIRED),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword.length >= PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT, path: ['newPassword'] })
  .refine((v) => v.newPassword.length <= PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG, path: ['newPassword'] });

/** Ending one of the own sessions (POST /api/auth/sessions/revoke): the id the sessions list names it by. */
export const SESSION_ID_INVALID = 'ID sesi tidak valid.';

export const revokeSessionSchema = z.object({
  sessionId: z
    .union([z.string(), z.number()], SESSION_ID_INVALID)
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,14}$/, SESSION_ID_INVALID))
    .transform(Number),
});
