import crypto from 'crypto';

/**
 * Small authenticated-encryption and signing helpers keyed by one application secret: values sealed here can be
 * read back only with the same key, and a changed byte makes them unreadable rather than different.
 */
const derive = (secret: string, purpose: string) => crypto.createHmac('sha256', secret).update(purpose).digest();

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function seal(secret: string, purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', derive(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value, or null when it was sealed with another key or altered. */
export function unseal(secret: string, purpose: string, sealed: string | null | undefined): string | null {
  const [version, iv, tag, data] = (sealed ?? '').split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', derive(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A signed, expiring token carrying `payload` (readable by whoever holds it, forgeable by nobody without the key). */
export function signToken(secret: string, purpose: string, payload: object, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt })).toString('base64url');
  const mac = crypto.createHmac('sha256', derive(secret, purpose)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The payload of a token signed for `purpose` that has not expired, or null. */
export function readToken<T extends object>(
  secret: string,
  purpose: string,
  token: unknown,
  now = Date.now(),
): T | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = crypto.createHmac('sha256', derive(secret, purpose)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}
