import crypto from 'crypto';

/** Strong validator: a hash of the exact (uncompressed) response bytes. */
export const strongEtag = (body: Buffer): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Last-Modified only where it means something: a single record with an updatedAt (an article,
 * the settings). Lists get none — a deletion would not move their newest updatedAt.
 */
export function lastModifiedOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const updatedAt = (json as { updatedAt?: unknown }).updatedAt;
  if (typeof updatedAt !== 'string' && typeof updatedAt !== 'number') return undefined;
  const ms = new Date(updatedAt).getTime();
  return Number.isFinite(ms) ? new Date(ms).toUTCString() : undefined;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 §13.1: If-None-Match wins; If-Modified-Since is only looked at without it. */
export function isNotModified(
  request: { ifNoneMatch?: string; ifModifiedSince?: string },
  etag: string,
  lastModified?: string,
): boolean {
  if (request.ifNoneMatch) {
    if (request.ifNoneMatch.trim() === '*') return true;
    return request.ifNoneMatch.split(',').some((tag) => opaque(tag) === etag);
  }
  if (request.ifModifiedSince && lastModified) {
    const since = Date.parse(request.ifModifiedSince);
    return Number.isFinite(since) && Date.parse(lastModified) <= since;
  }
  return false;
}
