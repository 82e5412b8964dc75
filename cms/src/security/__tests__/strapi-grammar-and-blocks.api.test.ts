import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { expectRefusal, signInOwner } from './support';

/**
 * A cms with Strapi's generated content API routes for articles (BENCH_CORE_ROUTES: `/api/core/articles`,
 * made by createCoreRouter as for any new collection type) and a low path-enumeration limit.
 * The harness trusts 127.0.0.1 as a proxy; other loopback addresses (127.0.0.2…) are direct clients.
 */
let cms: CmsInstance;
let owner: Client;
let visitor: Client;

/** A GET from a given local address (the peer the cms sees), straight over node:http. */
function getFrom(localAddress: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port, host } = new URL(cms.url);
  return new Promise<{ status: number; json: unknown; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ hostname, port, path, localAddress, headers: { Host: host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  cms = await startCms({
    env: { BENCH_CORE_ROUTES: 'true', PORT_SCAN_MAX_PATHS: '3', PORT_SCAN_BLOCK_SECONDS: '120' },
  });
  owner = await signInOwner(cms.url, '192.0.2.60');
  visitor = Client.withIp(cms.url, '192.0.2.61', { originOnReads: false });
});

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe("Strapi's REST query grammar on Strapi's own content API routes", () => {
  const OPERATORS: Array<[string, string]> = [
    ['$eq', 'x'],
    ['$eqi', 'x'],
    ['$ne', 'x'],
    ['$nei', 'x'],
    ['$lt', 'x'],
    ['$lte', 'x'],
    ['$gt', 'x'],
    ['$gte', 'x'],
    ['$contains', 'x'],
    ['$notContains', 'x'],
    ['$containsi', 'x'],
    ['$notContainsi', 'x'],
    ['$null', 'true'],
    ['$notNull', 'true'],
    ['$startsWith', 'x'],
    ['$startsWithi', 'x'],
    ['$endsWith', 'x'],
    ['$endsWithi', 'x'],
  ];

  it('filters[title][$eq] finds the article with that title', async () => {
    const title = (await owner.get('/api/articles')).json[0].title as string;
    const res = await visitor.get(`/api/core/articles?filters[title][$eq]=${encodeURIComponent(title)}`);
    expect([res.status, res.json?.error?.details?.reason]).toEqual([200, undefined]);
    expect(res.json.data.map((a: { title: string }) => a.title)).toEqual([title]);
  });

  it.each(OPERATORS)('filters[title][%s] is answered by Strapi', async (op, value) => {
    const res = await visitor.get(`/api/core/articles?filters[title][${op}]=${value}`);
    expect([res.status, res.json?.error?.details?.reason]).toEqual([200, undefined]);
  });

  it.each([
    'filters[id][$in][0]=1&filters[id][$in][1]=2',
    'filters[id][$notIn][0]=1',
    'filters[id][$between][0]=1&filters[id][$between][1]=3',
    'filters[$or][0][id][$eq]=1&filters[$or][1][id][$eq]=2',
    'filters[$and][0][id][$gte]=1&filters[$and][1][id][$lte]=3',
    'filters[$not][id][$eq]=1',
    'sort=title:asc',
    'sort[0]=createdAt:desc&sort[1]=title:asc',
    'pagination[page]=1&pagination[pageSize]=2',
    'pagination[start]=0&pagination[limit]=2',
    'populate=*',
    'fields[0]=title&fields[1]=slug',
  ])('%s is answered by Strapi', async (qs) => {
    const res = await visitor.get(`/api/core/articles?${qs}`);
    expect([res.status, res.json?.error?.details?.reason]).toEqual([200, undefined]);
    expect(Array.isArray(res.json.data)).toBe(true);
  });

  it('pagination and fields take effect', async () => {
    const res = await visitor.get('/api/core/articles?pagination[page]=1&pagination[pageSize]=2&fields[0]=title');
    expect(res.json.data.length).toBeLessThanOrEqual(2);
    expect(res.json.meta.pagination).toMatchObject({ page: 1, pageSize: 2 });
  });

  it.each([
    ['/api/core/articles?filters[title][$where]=1', 'nosql-operator-key'],
    ['/api/core/articles?filters[title][$regex]=.*', 'nosql-operator-key'],
    ['/api/core/articles?search[$ne]=x', 'nosql-operator-key'],
    ['/api/core/articles?filters[__proto__][x]=1', 'prototype-pollution-key'],
    ['/api/core/articles?filters[title][$eq]=%27%20OR%20%271%27%3D%271', 'sql-tautology'],
    ['/api/articles?search[$ne]=x', 'nosql-operator-key'],
    ['/api/articles?filters[title][$eq]=x', 'nosql-operator-key'],
    ['/api/articles?q[$regex]=.*', 'nosql-operator-key'],
    ['/api/users?role[$ne]=owner', 'nosql-operator-key'],
  ])('%s is still refused', async (path, reason) => {
    expectRefusal(await owner.get(path), 403, reason);
  });

  it.each([
    ['/api/auth/login', { username: 'owner', password: { $regex: '.*' } }],
    ['/api/auth/login', { $where: 'this.password.length > 0', username: 'owner', password: 'x' }],
    ['/api/chat/message', { message: { $where: 'return true' } }],
    ['/api/articles/manage', { q: { $ne: null } }],
  ])('a JSON body with operator keys where a string is expected is refused: %s %j', async (path, body) => {
    const client = Client.withIp(cms.url, '192.0.2.62');
    expectRefusal(await client.post(path, body), 403, 'nosql-operator-key');
  });
});

describe('a blocked client gets no cached answer', () => {
  const warmCache = async () => {
    await visitor.get('/api/settings');
    const hit = await visitor.get('/api/settings');
    expect(hit.headers.get('x-cache')).toBe('HIT');
  };

  it('an IP blocked for path enumeration is refused on the cached /api/settings too', async () => {
    const scanner = '127.0.0.3';
    expect((await getFrom(scanner, '/api/settings')).status).toBe(200);
    for (let i = 0; i < 5; i++) await getFrom(scanner, `/api/no-such-thing-${i}`);
    await warmCache();
    const res = await getFrom(scanner, '/api/settings');
    expect(res.headers['x-cache']).toBeUndefined();
    expectRefusal(res, 403, 'path-enumeration');
    await warmCache();
    expectRefusal(await getFrom(scanner, '/api/articles'), 403, 'path-enumeration');
  });

  it('a client forging X-Forwarded-For is refused on the cached /api/settings too', async () => {
    await warmCache();
    const res = await getFrom('127.0.0.2', '/api/settings', { 'X-Forwarded-For': '10.0.0.9' });
    expect(res.headers['x-cache']).toBeUndefined();
    expectRefusal(res, 403, 'spoofed-forwarded-header');
    expect((await getFrom('127.0.0.2', '/api/settings')).status).toBe(200);
  });
});
