import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';
import type { SignedInUser } from './session-user.js';

/** Two-factor sign-in (TOTP): the code step after the password, enrolment, and turning it off. */
const LABELS = FIELD_LABELS.twoFactor;
const CODE_REASON = 'wajib berisi 6 digit dari aplikasi authenticator';
const EXPIRED = 'sudah berakhir. Silakan login lagi';
export const TWO_FACTOR_CODE_WRONG = 'Kode salah atau sudah kedaluwarsa.';
export const TWO_FACTOR_CHALLENGE_EXPIRED = fieldMessage(LABELS.challengeToken, EXPIRED);
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app (spaces allowed, as apps show `123 456`). */
const totpCode = z
  .string(CODE_REASON)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CODE_REASON));

/** The code step of sign-in: an app code, or one of the recovery codes instead. */
export const twoFactorLoginSchema = labelled(
  z
    .object({
      challengeToken: z.string(EXPIRED).min(1, EXPIRED).max(1000, EXPIRED),
      code: z.string().max(20).optional(),
      recoveryCode: z.string().max(40).optional(),
    })
    .refine((v) => !!v.code?.trim() || !!v.recoveryCode?.trim(), { message: CODE_REASON, path: ['code'] }),
  LABELS,
);

const PASSWORD_FOR_CHANGE = 'wajib diisi untuk mengubah verifikasi dua langkah';
const currentPassword = z.string(PASSWORD_FOR_CHANGE).min(1, PASSWORD_FOR_CHANGE).max(200, REASON.tooLong(200));

/** Starting an enrolment in the settings needs the current password (a stolen session cookie is not enough). */
export const twoFactorSetupSchema = labelled(z.object({ currentPassword }), LABELS);

/** Confirming an enrolment: the first code the app shows, and the current password again. */
export const twoFactorEnableSchema = labelled(z.object({ code: totpCode, currentPassword }), LABELS);
/** The code alone: the enrolment at sign-in (the password was given in the step before). */
export const twoFactorEnrolCodeSchema = labelled(z.object({ code: totpCode }), LABELS);

/**
 * Turning two-factor sign-in off, or replacing the recovery codes, needs the current password or a current code
 * (authenticator or recovery code).
 */
export const twoFactorReauthSchema = labelled(
  z
    .object({ currentPassword: z.string().max(200).optional(), code: z.string().max(40).optional() })
    .refine((v) => !!v.currentPassword || !!v.code?.trim(), {
      message: `atau ${LABELS.code} wajib diisi`,
      path: ['currentPassword'],
    }),
  LABELS,
);

/** The owner's choice of roles whose users must use two-factor sign-in. */
export const twoFactorPolicySchema = labelled(z.object({ roles: z.array(z.string().max(60)).max(100) }), LABELS);

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
