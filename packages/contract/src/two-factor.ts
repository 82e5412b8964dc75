import { z } from 'zod';
import type { SignedInUser } from './session-user.js';

/** Two-factor sign-in (TOTP): the code step after the password, enrolment, and turning it off. */
export const TWO_FACTOR_CODE_REQUIRED = 'Masukkan kode 6 digit dari aplikasi authenticator.';
export const TWO_FACTOR_CODE_WRONG = 'Kode salah atau sudah kedaluwarsa.';
export const TWO_FACTOR_CHALLENGE_EXPIRED = 'Langkah verifikasi sudah berakhir. Silakan login lagi.';
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app (spaces allowed, as apps show `123 456`). */
const totpCode = z
  .string(TWO_FACTOR_CODE_REQUIRED)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_CODE_REQUIRED));

/** The code step of sign-in: an app code, or one of the recovery codes instead. */
export const twoFactorLoginSchema = z
  .object({
    challengeToken: z.string(TWO_FACTOR_CHALLENGE_EXPIRED).min(1, TWO_FACTOR_CHALLENGE_EXPIRED).max(1000),
    code: z.string().max(20).optional(),
    recoveryCode: z.string().max(40).optional(),
  })
  .refine((v) => !!v.code?.trim() || !!v.recoveryCode?.trim(), { message: TWO_FACTOR_CODE_REQUIRED, path: ['code'] });

export const CURRENT_PASSWORD_FOR_TWO_FACTOR = 'Masukkan password saat ini untuk mengubah verifikasi dua langkah.';
const currentPassword = z.string(CURRENT_PASSWORD_FOR_TWO_FACTOR).min(1, CURRENT_PASSWORD_FOR_TWO_FACTOR).max(200);

/** Starting an enrolment in the settings needs the current password (a stolen session cookie is not enough). */
export const twoFactorSetupSchema = z.object({ currentPassword });

/** Confirming an enrolment: the first code the app shows, and the current password again. */
export const twoFactorEnableSchema = z.object({ code: totpCode, currentPassword });

/**
 * Turning two-factor sign-in off, or replacing the recovery codes, needs the current password or a current code
 * (authenticator or recovery code).
 */
export const twoFactorReauthSchema = z
  .object({ currentPassword: z.string().max(200).optional(), code: z.string().max(40).optional() })
  .refine((v) => !!v.currentPassword || !!v.code?.trim(), {
    message: 'Masukkan password saat ini atau kode authenticator.',
    path: ['currentPassword'],
  });

/** The owner's choice of roles whose users must use two-factor sign-in. */
export const twoFactorPolicySchema = z.object({ roles: z.array(z.string().max(60)).max(100) });

/** POST /api/auth/login when the account needs a second step: no session yet, only this short-lived challenge. */
export interface TwoFactorChallenge {
  twoFactor: 'verify' | 'enrol';
  challengeToken: string;
  expiresAt: string;
}

/** A sign-in answer: the signed-in user, or the challenge of the code step. */
export type LoginResult = SignedInUser | TwoFactorChallenge;

/** An enrolment under way: the secret (shown once, for typing in), its link and QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The user's role requires it (it cannot be turned off). */
  required: boolean;
}
