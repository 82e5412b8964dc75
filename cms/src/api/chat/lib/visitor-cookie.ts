import crypto from 'crypto';

/**
 * Anonymous chat visitors carry `<id>.<hmac>` in a cookie: the id is random, the HMAC (SHA-256 with a
 * server secret) makes it unforgeable, so nobody can pick another visitor's id and read their chat.
 */
export class VisitorCookie {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('chat visitor secret must be at least 16 characters');
  }

  private mac(id: string) {
    return crypto.createHmac('sha256', this.secret).update(`chat-visitor:${id}`).digest('base64url');
  }

  issue(): { id: string; value: string } {
    const id = crypto.randomBytes(16).toString('base64url');
    return { id, value: `${id}.${this.mac(id)}` };
  }

  /** The visitor id of a cookie value, or null when it is missing, malformed or its signature is wrong. */
  verify(value: string | undefined | null): string | null {
    if (!value) return null;
    const [id, mac, extra] = value.split('.');
    if (extra !== undefined || !id || !mac || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
  }
}
