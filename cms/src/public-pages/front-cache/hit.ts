import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified } from '../../lib/http-validators';
import type { FrontCacheEntry, FrontCacheStore } from './store';

type Encoding = 'br' | 'gzip' | 'identity';

/** Whether a request's conditional headers match a kept entry: the hit is answered 304. */
export const hitNotModified = (headers: IncomingHttpHeaders, entry: FrontCacheEntry) =>
  isNotModified(
    { ifNoneMatch: headers['if-none-match'], ifModifiedSince: headers['if-modified-since'] },
    entry.etag,
    entry.lastModified,
  );

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
  let best: Encoding = 'identity';
  let bestQ = 0;
  // In order of preference, so a tie goes to the earlier one.
  for (const name of ['br', 'gzip', 'identity'] as const) {
    if (of(name) > bestQ) {
      best = name;
      bestQ = of(name);
    }
  }
  return best;
}

/** The content encoding of a hit: the client's preferred one, none for small bodies. */
export function hitEncoding(entry: FrontCacheEntry, acceptEncoding: string | undefined): Encoding {
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
 * The complete header block of a hit (name, value, …) in one encoding, or for a 304, built once per entry: the
 * full chain's headers, the validators, caching rules and X-Cache.
 */
function hitHeaderBlock(
  entry: FrontCacheEntry,
  kind: Encoding | 'not-modified',
  body: Buffer | null,
  cacheControl: string,
): Array<string | number> {
  entry.hitHeaders ??= {};
  let block = entry.hitHeaders[kind];
  if (block) return block;
  block = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    // A 304 has no body, so nothing that describes one.
    if (kind === 'not-modified' && name === 'content-type') continue;
    block.push(name, value);
  }
  block.push('ETag', entry.etag);
  if (entry.lastModified) block.push('Last-Modified', entry.lastModified);
  block.push('Cache-Control', cacheControl, 'Vary', 'Accept-Encoding', 'X-Cache', 'HIT');
  if (kind !== 'identity' && kind !== 'not-modified') block.push('Content-Encoding', kind);
  if (body) block.push('Content-Length', body.length);
  entry.hitHeaders[kind] = block;
  return block;
}

/**
 * Writes a hit straight to the socket (no Koa response handling), with `extra` headers (name, value, …): 304 when the
 * client already holds its validators, else 200 in the client's preferred encoding. Returns the status sent.
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
  const kind = hitNotModified(req.headers, entry) ? 'not-modified' : hitEncoding(entry, req.headers['accept-encoding']);
  const body = kind === 'not-modified' ? null : from.encoded(key, entry, kind);
  const block = hitHeaderBlock(entry, kind, body, cacheControl);
  const status = body ? 200 : 304;
  res.writeHead(status, extra ? [...block, ...extra] : block);
  res.end(body ?? undefined);
  return status;
}
