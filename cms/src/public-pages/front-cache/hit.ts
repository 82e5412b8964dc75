import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified } from '../../lib/http-validators';
import type { FrontCacheEntry, FrontCacheStore } from './store';

type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESS_FROM_BYTES = 1024;
// Accept-Encoding values repeat (one per browser family): negotiated once each, a bounded number kept.
const negotiated = new Map<string, Encoding>();

/**
 * The best encoding an Accept-Encoding header allows: the highest q among br, gzip and identity, a tie going to the
 * smaller answer (br, then gzip); identity unless refused (`identity;q=0`, or `*;q=0` without naming it).
 */
export function preferredEncoding(acceptEncoding: string): Encoding {
  const q: Partial<Record<string, number>> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';');
    const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const value = quality === undefined ? 1 : Number(quality);
    q[name.trim().toLowerCase()] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: Encoding) => q[name] ?? (name === 'identity' ? (q['*'] === 0 ? 0 : 0.001) : (q['*'] ?? 0));
  const best = Math.max(of('br'), of('gzip'), of('identity'));
  // In order of preference, so a tie goes to the earlier one.
  return (['br', 'gzip', 'identity'] as const).find((name) => best > 0 && of(name) === best) ?? 'identity';
}

/** The content encoding of a hit: the client's preferred one, none for small bodies. */
function hitEncoding(entry: FrontCacheEntry, acceptEncoding: string | undefined): Encoding {
  if (entry.body.length < COMPRESS_FROM_BYTES || !acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * A kept entry's answer to a request: 304 when the client already holds its validators, else 200 with the body in
 * the client's preferred encoding. Its headers (name, value, …): the full chain's, the validators, caching rules,
 * X-Cache and the body's encoding and length; a HIT's are built once per entry and encoding.
 */
export function hitAnswer(
  requestHeaders: IncomingHttpHeaders,
  from: FrontCacheStore,
  key: string,
  entry: FrontCacheEntry,
  cacheControl: string,
  xCache: 'HIT' | 'MISS' | 'STALE',
) {
  const notModified = isNotModified(
    { ifNoneMatch: requestHeaders['if-none-match'], ifModifiedSince: requestHeaders['if-modified-since'] },
    entry.etag,
    entry.lastModified,
  );
  const kind = notModified ? 'not-modified' : hitEncoding(entry, requestHeaders['accept-encoding']);
  const body = kind === 'not-modified' ? null : from.encoded(key, entry, kind);
  const build = () => {
    const headers: string[] = [];
    for (const [name, value] of Object.entries(entry.headers)) {
      // A 304 has no body, so nothing that describes one.
      if (kind === 'not-modified' && name === 'content-type') continue;
      headers.push(name, value);
    }
    headers.push('ETag', entry.etag);
    if (entry.lastModified) headers.push('Last-Modified', entry.lastModified);
    headers.push('Cache-Control', cacheControl, 'Vary', 'Accept-Encoding', 'X-Cache', xCache);
    if (kind !== 'identity' && kind !== 'not-modified') headers.push('Content-Encoding', kind);
    if (body) headers.push('Content-Length', String(body.length));
    return headers;
  };
  const headers = xCache === 'HIT' ? ((entry.hitHeaders ??= {})[kind] ??= build()) : build();
  return { status: body ? 200 : 304, headers, body } as const;
}

/**
 * Writes a hit straight to the socket (no Koa response handling), with `extra` headers (name, value, …). Returns the
 * status sent.
 */
export function writeHit(
  req: IncomingMessage,
  res: ServerResponse,
  from: FrontCacheStore,
  key: string,
  entry: FrontCacheEntry,
  cacheControl: string,
  extra?: readonly string[],
): 200 | 304 {
  const { status, headers, body } = hitAnswer(req.headers, from, key, entry, cacheControl, 'HIT');
  res.writeHead(status, extra ? [...headers, ...extra] : headers);
  res.end(body ?? undefined);
  return status;
}
