import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';

/**
 * The database goes away under a running cms (PostgreSQL refuses new connections to it and ends the open ones, as
 * when its server stops or the network to it breaks) and comes back. Visitors keep the pages the front cache holds,
 * marked stale; a page it does not hold is a plain Indonesian outage page (503, Retry-After); /api answers JSON 503;
 * /_health names the database. SQLite is a file inside the cms's own process: there is no outage of it to simulate
 * honestly (a locked file stalls the whole event loop for its busy timeout), so this runs in the PostgreSQL pass.
 */
const pgUrl = process.env.TEST_PG_URL;
if (!pgUrl) console.warn('database-outage.api.test.ts skipped: set TEST_PG_URL (PostgreSQL)');

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(repo, 'web/dist');
const HTML = { Accept: 'text/html' };
const TOKEN = 'operator-token-0123456789';

/** Runs one statement on the PostgreSQL server as its administrator (TEST_PG_URL). */
async function asAdmin(sql: string) {
  const { Client: PgClient } = require('pg');
  const admin = new PgClient({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!pgUrl)('a database outage', () => {
  let cms: CmsInstance;
  let anon: Client;
  let name: string;

  const takeDatabaseAway = async () => {
    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  };
  const bringDatabaseBack = () => asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);

  beforeAll(async () => {
    // Kept pages are server-rendered ones: the web app's server entry, which the web build writes.
    if (!fs.existsSync(path.join(webDist, '.vite/ssr/entry-server.cjs')))
      execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repo, stdio: 'ignore' });
    cms = await startCms({ env: { WEB_DIST_DIR: webDist, METRICS_TOKEN: TOKEN } });
    name = new URL(cms.database.env.DATABASE_URL).pathname.slice(1);
    anon = Client.withIp(cms.url, '198.18.7.20', { originOnReads: false });
  }, 600_000);

  afterAll(async () => {
    if (name) await bringDatabaseBack().catch(() => {});
    await cms?.stop();
    await cms?.database.drop();
  });

  /** An answer is the outage page: 503, Retry-After, the Indonesian text; no Strapi error body, no stack. */
  const expectOutagePage = (res: Awaited<ReturnType<Client['get']>>) => {
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.text).toContain('Layanan sedang terganggu');
    expect(res.text).not.toMatch(/InternalServerError|"error"|at .*\.js:\d+/);
  };

  it('serves kept pages stale, an outage page where none is kept, JSON 503 on /api; /_health names the database; fresh again after', async () => {
    const article = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0];
    const articlePage = `/artikel/${article.id}/${article.slug}`;
    const home = await anon.get('/', HTML);
    expect(home.status).toBe(200);
    const kept = await anon.get(articlePage, HTML);
    expect(kept.status).toBe(200);
    expect(kept.text).toContain(article.title);

    await takeDatabaseAway();
    try {
      await expect.poll(async () => (await fetch(`${cms.url}/_health`)).status, { timeout: 15_000 }).toBe(200);
      const health = await fetch(`${cms.url}/_health`);
      expect(await health.json()).toEqual({ status: 'live', database: 'down' });
      expect((await anon.get('/_ready')).status).toBe(503);

      // The kept pages, once past their freshness, are answered from their last good copy, marked stale.
      await expect
        .poll(async () => (await anon.get('/', HTML)).headers.get('x-cache'), { timeout: 15_000 })
        .toBe('STALE');
      const staleHome = await anon.get('/', HTML);
      expect(staleHome.status).toBe(200);
      expect(staleHome.headers.get('etag')).toBe(home.headers.get('etag'));
      expect(staleHome.text).toBe(home.text);
      // The article was kept after the home page (its render took a moment): it may be fresh a little longer.
      await expect
        .poll(async () => (await anon.get(articlePage, HTML)).headers.get('x-cache'), { timeout: 15_000 })
        .toBe('STALE');
      const staleArticle = await anon.get(articlePage, HTML);
      expect(staleArticle.status).toBe(200);
      expect(staleArticle.headers.get('x-cache')).toBe('STALE');
      expect(staleArticle.text).toContain(article.title);

      // A page never kept, a staff door and an API address opened in the browser: the outage page.
      expectOutagePage(await anon.get('/library', HTML));
      // An article page not kept cannot be looked up: the outage page, never "not found" (a crawler would drop it).
      const other = `/artikel/${article.id + 1}`;
      expectOutagePage(await anon.get(other, HTML));
      expectOutagePage(await anon.get('/admin', HTML));
      expectOutagePage(await anon.get('/api/articles', HTML));

      // The API: a JSON 503 with an Indonesian message.
      const api = await anon.get('/api/articles?page=1&pageSize=2');
      expect(api.status).toBe(503);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(api.json).toEqual({ message: expect.stringMatching(/basis data.*coba lagi/) });
    } finally {
      await bringDatabaseBack();
    }

    await expect.poll(async () => (await fetch(`${cms.url}/_health`)).status, { timeout: 30_000 }).toBe(204);
    await expect.poll(async () => (await anon.get('/library', HTML)).status, { timeout: 30_000 }).toBe(200);
    const fresh = await anon.get('/', HTML);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).not.toBe('STALE');
    expect((await anon.get('/api/articles?page=1&pageSize=2')).status).toBe(200);
  });
});
