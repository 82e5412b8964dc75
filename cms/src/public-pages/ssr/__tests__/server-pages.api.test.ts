import { execFileSync } from 'node:child_process';
import { buildArticleHead, type ArticleListItem } from '@hmti/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { articleForm } from '../../../../tests/harness/article-form';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';

/**
 * The public pages as the server sends them: the page's text in the first response (server rendering with the web
 * app's own build), kept for anonymous visitors and dropped on every content write, through either door.
 */

const repo = path.resolve(__dirname, '../../../../..');
const webDist = path.join(repo, 'web/dist');
const HTML = { Accept: 'text/html' };

/** The visible text of an HTML document: tags dropped, the few entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

let cms: CmsInstance;
let anon: Client;
let owner: Client;

beforeAll(async () => {
  // The pages are rendered by the web app's server entry, which the web build writes.
  if (!fs.existsSync(path.join(webDist, '.vite/ssr/entry-server.cjs')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repo, stdio: 'ignore' });
  cms = await startCms({ env: { WEB_DIST_DIR: webDist } });
  anon = Client.withIp(cms.url, '198.18.9.20', { originOnReads: false });
  owner = await staffFactory(cms).owner();
}, 600_000);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

const page = (p: string, headers: Record<string, string> = {}) => anon.get(p, { ...HTML, ...headers });

describe('server-rendered public pages', () => {
  it('carry each page’s text in the first response', async () => {
    const newest = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0];
    const secondPage = (await anon.get('/api/articles?page=2&pageSize=9')).json.data[0];
    const article = (await anon.get(`/api/articles/${newest.id}`)).json;
    const libraryItem = (await anon.get('/api/library?page=1&pageSize=1')).json.data[0];

    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('id="ssr-state"');
    const homeText = textOf(home.text);
    for (const text of ['Tentang Kami', 'Visi', 'Misi', newest.title]) expect(homeText, text).toContain(text);

    const list = textOf((await page('/artikel')).text);
    expect(list).toContain('All Articles');
    expect(list).toContain(newest.title);
    expect(textOf((await page('/artikel?page=2')).text)).toContain(secondPage.title);
    const tagged = await page(`/artikel?tag=${encodeURIComponent(newest.tags[0])}`);
    expect(textOf(tagged.text)).toContain(newest.title);

    const lastWords = textOf(article.content).trim().split(' ').slice(-3).join(' ');
    for (const p of [`/artikel/${newest.id}/${newest.slug}`, `/artikel/${newest.id}`, `/artikel/slug/${newest.slug}`]) {
      const detail = textOf((await page(p)).text);
      expect(detail, p).toContain(newest.title);
      expect(detail, p).toContain(lastWords);
    }

    expect(textOf((await page('/library')).text)).toContain(libraryItem.title);

    const missing = await page('/tidak-ada-halaman-ini');
    expect(missing.status).toBe(404);
    expect(textOf(missing.text)).toContain('Page Not Found');
  });

  it('reads only declared public reads for a visitor’s page: nothing is left for the browser to fetch again', async () => {
    const newest = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0];
    for (const p of [
      '/',
      '/artikel',
      `/artikel/${newest.id}/${newest.slug}`,
      `/artikel/slug/${newest.slug}`,
      '/library',
    ])
      expect((await page(p)).status, p).toBe(200);
    // The renderer names each read it had to refuse (cms/src/public-pages/ssr/renderer.ts).
    const refused = cms
      .logs()
      .split('\n')
      .filter((line) => line.includes('not public reads'));
    expect(refused).toEqual([]);
  });

  it('gives each public page its own title and description in <head>, one of each', async () => {
    const { siteName, navbarBrand } = (await anon.get('/api/settings')).json as Record<string, string>;
    const newest = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0] as ArticleListItem;
    const error = `/error?error=${encodeURIComponent(JSON.stringify({ code: 429, title: 'Terlalu Banyak', message: 'Tunggu.' }))}`;
    const descriptions = new Set<string>();
    for (const [p, title] of [
      ['/', siteName],
      ['/artikel', `All Articles | ${siteName}`],
      [`/artikel/${newest.id}/${newest.slug}`, `${newest.title} | ${siteName}`],
      ['/library', `Library | ${siteName}`],
      ['/login', `${navbarBrand} Login`],
      [error, `429 · Terlalu Banyak | ${siteName}`],
      ['/artikel/999999', `Artikel tidak ditemukan | ${siteName}`],
      ['/tidak-ada-halaman-ini', `404 · Page Not Found | ${siteName}`],
    ]) {
      const { text } = await page(p);
      const head = text.slice(0, text.indexOf('</head>'));
      expect(text.match(/<title>/g), p).toHaveLength(1);
      expect(/<title>([^<]*)<\/title>/.exec(head)?.[1], p).toBe(title);
      expect(text.match(/<meta name="description"/g), p).toHaveLength(1);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(head)![1]);
    }
    expect(descriptions.size).toBe(8);
  });

  it('renders the library for the search in its address', async () => {
    const [first, second] = (await anon.get('/api/library?page=1&pageSize=2')).json.data as Array<{ title: string }>;
    const found = textOf((await page(`/library?q=${encodeURIComponent(first.title)}`)).text);
    expect(found).toContain(first.title);
    expect(found).not.toContain(second.title);
  });

  it('article pages carry title, description, canonical, Open Graph, Twitter and JSON-LD in the HTML', async () => {
    const [a] = (await anon.get('/api/articles')).json as ArticleListItem[];
    for (const path of [`/artikel/${a.id}/${a.slug}`, `/artikel/${a.id}`, `/artikel/slug/${a.slug}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<title>${a.title} | HMTI UIN Malang</title>`);
      expect(res.text).toContain(`<link rel="canonical" href="${cms.url}/artikel/${a.id}/${a.slug}"`);
      expect(res.text).toContain('property="og:title"');
      expect(res.text).toContain('name="twitter:card"');
      const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      expect(blocks.map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
      expect(blocks[0].headline).toBe(a.title);
      // The head the article page renders (@hmti/contract's buildArticleHead), in the HTML itself: a link preview
      // made from it says what the page says once its script has run.
      const spec = buildArticleHead(a, { origin: cms.url, siteName: 'HMTI UIN Malang' });
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      for (const { attr, key } of spec.meta) expect(head, `${path}: ${key}`).toContain(`<meta ${attr}="${key}"`);
      expect(res.text.match(/<title>/g), path).toHaveLength(1);
      expect(res.text.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(blocks).toEqual(JSON.parse(JSON.stringify(spec.jsonLd)));
    }
  });

  it("the page's largest picture is preloaded in <head> at high priority: the article's image, the first card's on /artikel", async () => {
    const [newest] = (await anon.get('/api/articles')).json as Array<{ id: number; slug: string; image: string }>;
    const head = async (path: string) => {
      const { text } = await page(path);
      return text.slice(0, text.indexOf('</head>'));
    };
    // As React writes it (attribute names are case-insensitive in HTML).
    const preload = (url: string) => `<link rel="preload" as="image" href="${url}" fetchPriority="high"/>`;
    expect(await head(`/artikel/${newest.id}/${newest.slug}`)).toContain(preload(newest.image));
    expect(await head('/artikel')).toContain(preload(newest.image));
    // A list without articles has no picture to put first.
    expect(await head('/artikel?tag=nope')).not.toContain('fetchPriority="high"');
  });

  it("a title with $' or $` (replacement patterns) is written as it is, the document intact", async () => {
    const title = "Diskon $' dan $` di $& Kantin";
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { content: `<p>Isi ${title}</p>`, published: 'true' }),
    );
    expect(created.status, created.text).toBe(201);
    try {
      const res = await page(`/artikel/${created.json.id}/${created.json.slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<title>Diskon $&#x27; dan $\` di $&amp; Kantin | HMTI UIN Malang</title>`);
      expect(res.text.match(/<head>/g)).toHaveLength(1);
      expect(res.text.match(/<\/html>/g)).toHaveLength(1);
    } finally {
      await owner.delete(`/api/articles/${created.json.id}`);
    }
  });

  it('renders the sign-in page too (its card, its word on JavaScript), afresh each time: it is never kept', async () => {
    const { navbarBrand } = (await anon.get('/api/settings')).json as { navbarBrand: string };
    for (let i = 0; i < 2; i++) {
      const login = await page('/login');
      expect(login.status).toBe(200);
      expect(login.text).toContain('id="ssr-state"');
      expect(login.text).toContain(`<title>${navbarBrand} Login</title>`);
      expect(textOf(login.text)).toContain('Aktifkan JavaScript untuk masuk.');
      expect(login.headers.get('x-cache')).toBeNull();
    }
  });

  it('hands the page data over in a JSON data block: no other inline script', async () => {
    const res = await page('/artikel');
    const scriptSrc = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((d) => d.startsWith('script-src'));
    // index.html's one inline script (the first-visit screen), allowed by its hash.
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
    const inline = [...res.text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs = '', body]) => body.trim() && !/type="application\/(json|ld\+json)"/.test(attrs),
    );
    expect(inline).toHaveLength(1);
    // The app's scripts stay in <head> as the build put them (at low priority: the first screen's pictures go
    // first); the data preloads go (the state holds the data).
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(head).not.toContain('as="fetch"');
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(res.text)![1];
    expect(state).toContain('"siteName"');
  });

  it('keeps the anonymous page, answers conditional requests, and drops it on a write through /api', async () => {
    await page('/artikel');
    const kept = await page('/artikel');
    expect(kept.headers.get('x-cache')).toBe('HIT');
    const etag = kept.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await page('/artikel', { 'If-None-Match': etag })).status).toBe(304);

    const title = `Halaman Baru ${Date.now()}`;
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { content: `<p>Isi ${title}</p>`, published: 'true' }),
    );
    expect(created.status, created.text).toBe(201);
    try {
      const after = await page('/artikel');
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(textOf(after.text)).toContain(title);
      expect((await page('/artikel', { 'If-None-Match': etag })).status).toBe(200);
    } finally {
      expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBeLessThan(300);
    }
    expect(textOf((await page('/artikel')).text)).not.toContain(title);
  });

  it('drops the kept page on a write through /admin', async () => {
    const newest = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0];
    const path = `/artikel/${newest.id}/${newest.slug}`;
    await page(path);
    expect((await page(path)).headers.get('x-cache')).toBe('HIT');
    const token = await adminToken(cms);
    const found = await adminRequest(
      cms,
      token,
      'GET',
      `/content-manager/collection-types/api::articles.article?filters[id][$eq]=${newest.id}`,
    );
    const documentId = found.json.results[0].documentId;
    const retitled = `${newest.title} (disunting)`;
    const edit = (title: string) =>
      adminRequest(cms, token, 'PUT', `/content-manager/collection-types/api::articles.article/${documentId}`, {
        title,
      });
    expect((await edit(retitled)).status).toBeLessThan(300);
    try {
      expect(textOf((await page(path)).text)).toContain(retitled);
    } finally {
      expect((await edit(newest.title)).status).toBeLessThan(300);
    }
  });

  it('in maintenance renders only the maintenance screen, and no article anywhere', async () => {
    const newest = (await anon.get('/api/articles?page=1&pageSize=1')).json.data[0];
    await page('/');
    expect((await owner.put('/api/settings', { maintenanceMode: true })).status).toBe(200);
    try {
      const home = await page('/');
      expect(home.headers.get('x-cache')).not.toBe('HIT');
      expect(textOf(home.text)).toContain('Sedang Dalam Pemeliharaan');
      for (const p of ['/', '/artikel', `/artikel/${newest.id}`, '/library'])
        expect(textOf((await page(p)).text), p).not.toContain(newest.title);
    } finally {
      expect((await owner.put('/api/settings', { maintenanceMode: false })).status).toBe(200);
    }
    expect(textOf((await page('/')).text)).not.toContain('Sedang Dalam Pemeliharaan');
  });

  it('never serves the kept anonymous page to a signed-in visitor, nor keeps theirs', async () => {
    await page('/library');
    expect((await page('/library')).headers.get('x-cache')).toBe('HIT');
    const signedIn = await owner.get('/library', HTML);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.text).toContain('id="ssr-state"');
  });

  it('answers a kept page from the front of the chain with the headers of the rendered one, and counts its view', async () => {
    const views = async () => {
      const res = await owner.get('/api/analytics/overview?days=7');
      expect(res.status).toBe(200);
      return (res.json as { totals: { views: number } }).totals.views;
    };
    const before = await views();
    const reader = Client.withIp(cms.url, '198.18.9.21', { originOnReads: false });
    // A search of its own makes the first read render the page (another test's kept copy would answer a common one);
    // a cache-buster would not do: the kept copy's address leaves out what the page does not read.
    const path = `/artikel?q=${encodeURIComponent(`tidak-ada-${Date.now()}`)}`;
    const read = () =>
      reader.get(path, {
        ...HTML,
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      });
    const rendered = await read();
    expect(rendered.headers.get('x-cache')).toBe('MISS');
    let kept = await read();
    let pagesRead = 2;
    // Kept pages live a short while (FRONT_CACHE_TTL_MS); read until one is answered from the cache.
    for (; kept.headers.get('x-cache') !== 'HIT' && pagesRead < 20; pagesRead += 1) kept = await read();
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect(kept.text).toBe(rendered.text);
    const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache', 'x-request-id']);
    const headersOf = (res: typeof kept) =>
      Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name) && !name.startsWith('x-response')));
    expect(headersOf(kept)).toEqual(headersOf(rendered));
    expect(kept.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Every page read counts, whether rendered or kept.
    expect((await views()) - before).toBe(pagesRead);
  });

  it('gives a page rendered again with the same content the same ETag, so a reload is still answered 304', async () => {
    // A signed-in visitor's page is rendered afresh each time (never kept); the same content renders the same page.
    // (An anonymous visitor's differs from it: it says no session exists, so the page does not ask for one.)
    const first = await owner.get('/library', HTML);
    const again = await owner.get('/library', HTML);
    expect(again.headers.get('x-cache')).toBeNull();
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const conditional = await owner.get('/library', { ...HTML, 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(conditional.status).toBe(304);
  });
});
