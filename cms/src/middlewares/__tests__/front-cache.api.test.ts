import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const anon = () => Client.withIp(cms.url, '198.18.7.10', { originOnReads: false });
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'x-powered-by',
  'content-type',
];
const securityHeaders = (h: Headers) => Object.fromEntries(SECURITY_HEADERS.map((n) => [n, h.get(n)]));

/** Two requests in a row: the first may fill the cache, the second must come from it. */
async function warm(path: string) {
  const first = await anon().get(path);
  const second = await anon().get(path);
  return { first, second };
}

/** The bytes on the wire (fetch would decompress them for us). */
const raw = (path: string, encoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${cms.url}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

let owner: Client;
beforeAll(async () => {
  owner = await staff.owner();
});

describe('front cache: validators and conditional GETs', () => {
  it('answers public GETs with a strong ETag and 304 on If-None-Match; the body and headers of a hit equal the full chain', async () => {
    const { first, second } = await warm('/api/articles?page=1&pageSize=3');
    expect(first.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(second.text).toBe(first.text);
    expect(securityHeaders(second.headers)).toEqual(securityHeaders(first.headers));
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(second.headers.get('cache-control')).toBe('public, no-cache');

    const notModified = await anon().get('/api/articles?page=1&pageSize=3', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await anon().get('/api/articles?page=1&pageSize=3', { 'If-None-Match': '"something-else"' })).status).toBe(
      200,
    );
  });

  it('sends Last-Modified for a single article and honours If-Modified-Since', async () => {
    const list = (await anon().get('/api/articles?page=1&pageSize=1')).json;
    const path = `/api/articles/${list.data[0].id}`;
    const res = await anon().get(path);
    const lastModified = res.headers.get('last-modified')!;
    expect(new Date(lastModified).getTime()).toBe(Math.floor(new Date(res.json.updatedAt).getTime() / 1000) * 1000);
    expect((await anon().get(path, { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect(
      (await anon().get(path, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() }))
        .status,
    ).toBe(200);
  });

  it('compresses with brotli or gzip as the client accepts, from the same bytes', async () => {
    const path = '/api/articles?page=1&pageSize=9';
    const identity = await raw(path, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await raw(path, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body.length).toBeLessThan(identity.body.length);
      expect(decode(res.body).equals(identity.body)).toBe(true);
    }
  });
});

describe('front cache: invalidation, maintenance and signed-in staff', () => {
  let originalSettings: Record<string, unknown>;
  beforeAll(async () => {
    originalSettings = (await owner.get('/api/settings')).json;
  });
  afterAll(async () => {
    await owner.put('/api/settings', { ...originalSettings, maintenanceMode: false });
  });

  it('shows an edit at once on the same instance (settings and article list)', async () => {
    const { second } = await warm('/api/settings');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const siteName = `Cache Test ${Date.now()}`;
    expect((await owner.put('/api/settings', { ...originalSettings, siteName })).status).toBe(200);
    const after = await anon().get('/api/settings');
    expect(after.json.siteName).toBe(siteName);
    expect(after.headers.get('etag')).not.toBe(second.headers.get('etag'));

    expect((await warm('/api/articles?page=1')).second.headers.get('x-cache')).toBe('HIT');
    const title = `Artikel Cache ${Date.now()}`;
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { excerpt: 'Ringkasan', content: '<h2>Isi</h2><p>Isi</p>', published: 'true' }),
    );
    expect(created.status).toBeLessThan(300);
    try {
      expect((await anon().get('/api/articles?page=1')).json.data[0].title).toBe(title);
    } finally {
      // other test files read the newest article of the shared cms
      expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBeLessThan(300);
    }
    expect((await anon().get('/api/articles?page=1')).json.data[0].title).not.toBe(title);
  });

  it('never serves a cached landing answer while maintenance is on; settings stay readable', async () => {
    expect((await warm('/api/stats')).second.headers.get('x-cache')).toBe('HIT');
    expect((await owner.put('/api/settings', { ...originalSettings, maintenanceMode: true })).status).toBe(200);
    try {
      const res = await anon().get('/api/stats');
      expect(res.status).toBe(503);
      expect(res.headers.get('x-cache')).toBeNull();
      expect((await anon().get('/api/stats')).status).toBe(503);
      expect((await anon().get('/api/settings')).json.maintenanceMode).toBe(true);
      expect((await owner.get('/api/stats')).status).toBe(200);
    } finally {
      expect((await owner.put('/api/settings', { ...originalSettings, maintenanceMode: false })).status).toBe(200);
    }
    expect((await anon().get('/api/stats')).status).toBe(200);
  });

  it('never answers or stores requests with a session cookie', async () => {
    await warm('/api/articles?page=1&pageSize=2');
    const signedIn = await owner.get('/api/articles?page=1&pageSize=2');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.headers.get('etag')).toBeNull();
    // a staff-only answer (maintenance bypass) must not leak into the anonymous cache either
    const unique = `/api/articles?page=1&pageSize=4&q=${Date.now()}`;
    await owner.get(unique);
    expect((await anon().get(unique)).headers.get('x-cache')).toBe('MISS');
  });

  it('never answers a request with an Authorization header from memory', async () => {
    const path = '/api/articles?page=1&pageSize=2';
    expect((await warm(path)).second.headers.get('x-cache')).toBe('HIT');
    const withCredentials = await anon().get(path, { Authorization: 'Bearer not-a-real-token' });
    expect(withCredentials.headers.get('x-cache')).toBeNull();
  });
});

describe('front cache: an answer made once for many waiting readers', () => {
  it('runs the full chain once for concurrent reads of a path not kept yet; the others get what it kept', async () => {
    const path = `/api/articles?page=1&pageSize=5&q=${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => anon().get(path)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.headers.get('x-cache') === 'MISS')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });
});
