import crypto from 'crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

/** Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s), as every common authenticator app computes them. */
const totp = (secret: string, label = '', issuer = '') =>
  new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

/** A fresh 160-bit secret in base32, the form authenticator apps take. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** The enrolment link (`otpauth://totp/…`) an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  totp(secret, account, issuer).toString();

/** The link as an SVG QR code in a data URL, drawn here (no outside service ever sees the secret). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, or null when it is not a current code. One step either side is accepted (clock
 * drift); the caller refuses a step at or before the last one used, so each code works once.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use recovery codes such as `k7m2p-x9qa4` (about 49 bits each). */
export const newRecoveryCodes = (count = 10): string[] =>
  Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });

/** How a recovery code is stored and compared: case, spaces and dashes do not matter. */
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
