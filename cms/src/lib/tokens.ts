import crypto from 'crypto';

/** A fresh opaque session token (256 bits, url-safe). */
export const newSessionToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Only this hash of a token is ever stored. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A random password that satisfies both our rules and the Strapi admin's (upper, lower, digit). */
export const randomPassword = (): string => `${crypto.randomBytes(12).toString('base64url')}Aa1`;
