import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';

/** Sign-in and the own-account forms (POST /api/auth/login, PUT /api/auth/profile, POST /api/auth/change-password). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 100;

/** The server's one answer to an incomplete sign-in (it names no field, as it names no wrong one). */
export const LOGIN_FIELDS_REQUIRED = 'Username dan password wajib diisi.';
/** A refused sign-in, whether the username or the password was wrong. */
export const LOGIN_WRONG_CREDENTIALS = 'Username atau password salah';
/** A new username or email needs the current password (the server's check, said by the form before sending). */
export const CURRENT_PASSWORD_REQUIRED = fieldMessage(
  FIELD_LABELS.profile.currentPassword,
  'wajib diisi untuk mengubah username atau email',
);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in: both fields present; rememberMe as a boolean or the form text 'true'/'false'. */
export const loginInputSchema = labelled(
  z.object({
    username: z.string().trim().min(1),
    password: z.string().min(1),
    rememberMe: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .default(false)
      .transform((value) => value === true || value === 'true'),
  }),
  FIELD_LABELS.login,
);

const required = (max: number) => z.string().trim().min(1).max(max);

/** The own profile: all three required; a new username or email also needs the current password (server's check). */
export const profileSchema = labelled(
  z.object({
    username: required(USERNAME_MAX_LENGTH),
    name: required(200),
    email: required(200).regex(EMAIL_PATTERN, REASON.email),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  }),
  FIELD_LABELS.profile,
);

/** A password change, checked in this order: all given, confirmation equal (when sent), then its length. */
export const changePasswordSchema = labelled(
  z
    .object({
      currentPassword: z.string().min(1),
      newPassword: z.string().min(1),
      confirmPassword: z.string().optional(),
    })
    .refine((v) => v.confirmPassword === undefined || v.newPassword === v.confirmPassword, {
      message: `tidak sama dengan ${FIELD_LABELS.password.newPassword}`,
      path: ['confirmPassword'],
    })
    .refine((v) => v.newPassword.length >= PASSWORD_MIN_LENGTH, {
      message: REASON.tooShort(PASSWORD_MIN_LENGTH),
      path: ['newPassword'],
    })
    .refine((v) => v.newPassword.length <= PASSWORD_MAX_LENGTH, {
      message: REASON.tooLong(PASSWORD_MAX_LENGTH),
      path: ['newPassword'],
    }),
  FIELD_LABELS.password,
);

/** One of the own live sessions (GET /api/auth/sessions, newest activity first). */
export interface ActiveSession {
  /** What POST /api/auth/sessions/revoke names it by. */
  sessionId: string;
  device: string | null;
  os: string | null;
  browser: string | null;
  ip: string | null;
  location: string | null;
  createdAt: string;
  lastActive: string | null;
  revokedAt: string | null;
  expiresAt: string | null;
  /** When the session ends for lack of activity unless it is used before (null: no idle limit). */
  idleExpiresAt: string | null;
  rememberMe: boolean;
  /** This sign-in passed the code step of two-factor sign-in. */
  twoFactor: boolean;
  /** The session of the browser asking. */
  current: boolean;
}

/** Ending one of the own sessions (POST /api/auth/sessions/revoke): the id the sessions list names it by. */
export const revokeSessionSchema = labelled(
  z.object({
    sessionId: z
      .union([z.string(), z.number()], REASON.invalid)
      .transform(String)
      .pipe(z.string().regex(/^[1-9]\d{0,14}$/, REASON.invalid))
      .transform(Number),
  }),
  FIELD_LABELS.session,
);
