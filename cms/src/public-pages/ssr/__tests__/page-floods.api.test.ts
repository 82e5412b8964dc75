import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';

/**
 * Anonymous floods of server-rendered pages (issue 29): what an invented address costs. A wrong slug is a redirect,
 * not a render; query parameters a page does not read share its kept copy; uncached renders are limited per address
 * (kept pages stay free) and the per-address in-flight cap holds while pages render; page views count only pages
 * that exist, and a referrer is kept as a host name, in a bounded number of rows.
 */

const repo = path.resolve(__dirname, '../../../../..');
const webDist = path.join(repo, 'web/dist');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const RENDER_LIMIT = 4;

let cms: CmsInstance;
let owner: Client;
let article: { id: number; slug: string };

/** A page load by a browser at `ip`, redirects not followed. */
const load = (p: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}${p}`, {
    redirect: 'manual',
    headers: { Accept: 'text/html', 'User-Agent': BROWSER, 'X-Forwarded-For': ip, ...headers },
  }).then(async (res) => ({ status: res.status, headers: res.headers, text: await res.text() }));

const analyticsRows = async (where: string) =>
  cms.database.query<{ kind: string; key: string; views: number }>(
    `SELECT kind, key, views FROM analytics_daily WHERE ${where}`,
  );
/** Page views reach the database at the next flush; the dashboard's read flushes first. */
const flushViews = async () => expect((await owner.get('/api/analytics/overview?days=7')).status).toBe(200);

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, '.vite/ssr/entry-server.cjs')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repo, stdio: 'ignore' });
  cms = await startCms({
    env: {
      WEB_DIST_DIR: webDist,
      PAGE_RENDER_LIMIT_MAX: String(RENDER_LIMIT),
      PAGE_RENDER_LIMIT_WINDOW_SECONDS: '600',
      DDOS_MAX_CONCURRENT_PER_IP: '3',
      // Kept pages outlive a slow test machine's pauses between two requests.
      FRONT_CACHE_TTL_MS: '600000',
      ANALYTICS_MAX_REFERRERS_PER_DAY: '3',
    },
  });
  owner = await staffFactory(cms).owner();
  const newest = (await Client.withIp(cms.url, '198.18.29.1').get('/api/articles?page=1&pageSize=1')).json.data[0];
  article = { id: newest.id, slug: newest.slug };
}, 600_000);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('article addresses', () => {
  it('redirects a wrong or differently written slug (301) to the canonical address instead of rendering', async () => {
    const canonical = `/artikel/${article.id}/${article.slug}`;
    for (const [i, wrong] of [
      `/artikel/${article.id}/bukan-judulnya-${Date.now()}`,
      `/artikel/${article.id}/${article.slug}-x?utm_source=spam`,
      `/artikel/slug/${article.slug.toUpperCase()}`,
    ].entries()) {
      const res = await load(wrong, `198.18.29.${10 + i}`);
      expect(res.status, wrong).toBe(301);
      expect(res.headers.get('location'), wrong).toBe(canonical);
      expect(res.text, wrong).not.toContain('id="ssr-state"');
    }
    const page = await load(canonical, '198.18.29.13');
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="ssr-state"');
    expect((await load(`/artikel/${article.id}`, '198.18.29.14')).status).toBe(200);
    expect((await load(`/artikel/slug/${article.slug}`, '198.18.29.15')).status).toBe(200);
    expect((await load('/artikel/987654321/tidak-ada', '198.18.29.16')).status).toBe(404);
  });
});

describe('kept pages', () => {
  it('answers query parameters a page does not read from the same kept copy', async () => {
    const first = await load('/?utm_source=kampanye-1', '198.18.29.20');
    expect(first.status).toBe(200);
    const again = await load('/?utm_source=kampanye-2&fbclid=abc', '198.18.29.21');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(first.text);
    expect((await load('/library?ref=newsletter', '198.18.29.22')).status).toBe(200);
    expect((await load('/library?ref=lain', '198.18.29.22')).headers.get('x-cache')).toBe('HIT');

    // What /artikel reads (page, tag, q) still makes a page of its own; anything else beside it does not.
    expect((await load('/artikel?page=2', '198.18.29.23')).status).toBe(200);
    const secondPage = await load('/artikel?utm_medium=email&page=2', '198.18.29.24');
    expect(secondPage.headers.get('x-cache')).toBe('HIT');
    const search = await load('/artikel?q=zzz-tidak-ada', '198.18.29.25');
    expect(search.headers.get('x-cache')).toBe('MISS');
    expect(search.text).not.toBe(secondPage.text);
  });
});

describe('rendering limits per address', () => {
  it('answers uncached renders beyond the limit with a 429 page in Indonesian; kept pages and other addresses are still served', async () => {
    const flooder = '198.18.29.30';
    // Another address keeps /library first: reading it is free for the flooder.
    expect((await load('/library', '198.18.29.31')).status).toBe(200);
    for (let i = 1; i <= RENDER_LIMIT; i += 1)
      expect((await load(`/artikel?q=banjir-${i}`, flooder)).status, `render ${i}`).toBe(200);
    const refused = await load(`/artikel?q=banjir-${RENDER_LIMIT + 1}`, flooder);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.text).toContain('<html lang="id"');
    expect(refused.text).toContain('Terlalu Banyak Permintaan');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const kept = await load('/library', flooder);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect((await load('/artikel?q=banjir-1&utm_source=x', flooder)).status).toBe(200);
    expect((await load(`/artikel?q=banjir-${RENDER_LIMIT + 1}`, '198.18.29.32')).status).toBe(200);
    // A session cookie that belongs to no session does not buy fresh renders either.
    expect((await load('/library', flooder, { Cookie: 'hm_sid=tidak-ada' })).status).toBe(429);
    // The API keeps its own budget.
    expect((await Client.withIp(cms.url, flooder).get('/api/settings')).status).toBe(200);
  });

  it('counts every page it renders: the sign-in page and invented addresses too, not files that do not exist', async () => {
    const flooder = '198.18.29.35';
    const rendered = (text: string) => text.includes('id="ssr-state"');
    for (let i = 1; i < RENDER_LIMIT; i += 1) {
      const invented = await load(`/tidak-ada-${i}`, flooder);
      expect(invented.status, `invented address ${i}`).toBe(404);
      expect(rendered(invented.text)).toBe(true);
    }
    // A file that is not there gets the bare app's 404: no render, no count.
    const file = await load('/wp-login.php', flooder);
    expect(file.status).toBe(404);
    expect(rendered(file.text)).toBe(false);
    expect((await load('/login', flooder)).status).toBe(200);
    expect((await load('/login', flooder)).status).toBe(429);
    expect((await load(`/tidak-ada-${RENDER_LIMIT}`, flooder)).status).toBe(429);
  });

  it('holds the per-address in-flight cap while pages render', async () => {
    // How many requests overlap depends on the machine's load, so the burst is tried up to three times.
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 3 && !statuses.includes(503); attempt += 1) {
      const ip = `198.18.29.${40 + attempt}`;
      statuses = (
        await Promise.all(Array.from({ length: 12 }, (_, i) => load(`/artikel?q=serbu-${attempt}-${i}`, ip)))
      ).map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 429 || s === 503)).toBe(true);
    }
    expect(statuses).toContain(503);
    expect((await load('/artikel?q=tenang', '198.18.29.49')).status).toBe(200);
  });
});

describe('page views', () => {
  it('stores no row for invented addresses', async () => {
    const invented = `karangan-${Date.now()}`;
    const ips = Array.from({ length: 30 }, (_, i) => `198.18.30.${i + 1}`);
    for (const [i, ip] of ips.entries()) {
      const p =
        i % 3 === 0
          ? `/artikel/${article.id}/${invented}-${i}`
          : i % 3 === 1
            ? `/artikel/slug/${invented}-${i}`
            : `/artikel/9${i}0000/${invented}`;
      expect([301, 404], p).toContain((await load(p, ip)).status);
    }
    expect((await load(`/artikel/${article.id}/${article.slug}`, '198.18.30.99')).status).toBe(200);
    await flushViews();
    expect(await analyticsRows(`key LIKE '%${invented}%' OR key LIKE '%9_0000%'`)).toEqual([]);
    // One row per kind of page, not per address.
    const pages = (await analyticsRows("kind = 'page'")).map((r) => r.key);
    expect(
      pages.every((key) => !key.includes(article.slug) && !/\/\d/.test(key)),
      pages.join(', '),
    ).toBe(true);
  });

  it('keeps a referrer as its host name only, in a bounded number of rows', async () => {
    const articlePage = `/artikel/${article.id}/${article.slug}`;
    const referrers = [
      'https://www.Spam-Referrer.example:8443/beli/sekarang?murah=1',
      'android-app://Beli%20obat%20murah%20di%20situs-kami/',
      'Kunjungi situs kami sekarang!',
      'https://a.example/',
      'https://b.example/',
      'https://c.example/',
      'https://d.example/',
    ];
    for (const [i, referer] of referrers.entries())
      expect((await load(articlePage, `198.18.31.${i + 1}`, { Referer: referer })).status).toBe(200);
    await flushViews();
    const keys = (await analyticsRows("kind = 'referrer'")).map((r) => r.key);
    expect(keys).toContain('spam-referrer.example');
    for (const key of keys) expect(key, key).toMatch(/^$|^\(lainnya\)$|^[a-z0-9.-]+$/);
    // At most ANALYTICS_MAX_REFERRERS_PER_DAY (3) sites a day; the rest are counted together.
    expect(keys.filter((key) => key && key !== '(lainnya)').length).toBeLessThanOrEqual(3);
    expect(keys).toContain('(lainnya)');
  });
});
