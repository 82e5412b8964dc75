import zlib from 'zlib';
import { describe, expect, it } from 'vitest';
import { FrontCacheStore } from '../store';
import { versionedMemo, bumpContentVersion, contentVersion } from '../../../lib/content-version';

const entry = (text: string, version = 0) => ({
  body: Buffer.from(text),
  headers: { 'content-type': 'application/json' },
  etag: '"x"',
  version,
});

describe('FrontCacheStore', () => {
  it('returns an entry until its TTL ends or the content version moves', () => {
    const store = new FrontCacheStore({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    store.set('/a', entry('{"a":1}', 3), 0);
    expect(store.get('/a', 3, 999)?.body.toString()).toBe('{"a":1}');
    expect(store.get('/a', 3, 1000)).toBeUndefined();
    store.set('/a', entry('{"a":1}', 3), 0);
    expect(store.get('/a', 4, 10)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps an entry past its TTL for staleMs as the last good copy, for stale() only; a content write drops it', () => {
    const store = new FrontCacheStore({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20, staleMs: 5000 });
    store.set('/p', entry('<p>kept</p>', 3), 0);
    expect(store.get('/p', 3, 1000)).toBeUndefined();
    expect(store.stale('/p', 3, 5999)?.body.toString()).toBe('<p>kept</p>');
    expect(store.stale('/p', 3, 6000)).toBeUndefined();
    expect(store.get('/p', 3, 6000)).toBeUndefined();
    expect(store.size).toBe(0);
    store.set('/p', entry('<p>kept</p>', 3), 0);
    expect(store.stale('/p', 4, 10)).toBeUndefined();
    expect(store.get('/p', 4, 10)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('evicts the least recently used entry beyond maxEntries and keeps its byte count right', () => {
    const store = new FrontCacheStore({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20 });
    store.set('/a', entry('aa'), 0);
    store.set('/b', entry('bbb'), 0);
    store.get('/a', 0, 1); // /a is now the most recent
    store.set('/c', entry('c'), 0);
    expect(store.get('/b', 0, 1)).toBeUndefined();
    expect(store.get('/a', 0, 1)).toBeDefined();
    expect(store.totalBytes).toBe(3);
  });

  it('refuses entries larger than an eighth of the byte budget and evicts to stay within it', () => {
    const store = new FrontCacheStore({ ttlMs: 1000, maxEntries: 100, maxBytes: 80 });
    expect(store.set('/big', entry('x'.repeat(11)), 0)).toBe(false);
    for (let i = 0; i < 10; i += 1) store.set(`/${i}`, entry('y'.repeat(10)), 0);
    expect(store.totalBytes).toBeLessThanOrEqual(80);
    expect(store.get('/0', 0, 1)).toBeUndefined();
    expect(store.get('/9', 0, 1)).toBeDefined();
  });

  it('compresses once per entry and counts the compressed copies', () => {
    const store = new FrontCacheStore({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const text = JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ i, title: 'Judul artikel' })) });
    store.set('/l', entry(text), 0);
    const stored = store.get('/l', 0, 1)!;
    const br = store.encoded('/l', stored, 'br');
    expect(store.encoded('/l', stored, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(store.encoded('/l', stored, 'gzip')).toString()).toBe(text);
    expect(store.totalBytes).toBe(text.length + br.length + stored.gzip!.length);
  });
});

describe('versionedMemo', () => {
  it('reloads after a content write or after its TTL', async () => {
    let loads = 0;
    const memo = versionedMemo(60_000, async () => ++loads);
    expect(await memo()).toBe(1);
    expect(await memo()).toBe(1);
    const before = contentVersion();
    bumpContentVersion();
    expect(contentVersion()).toBe(before + 1);
    expect(await memo()).toBe(2);
    const short = versionedMemo(0, async () => ++loads);
    expect(await short()).toBe(3);
    expect(await short()).toBe(4);
  });
});
