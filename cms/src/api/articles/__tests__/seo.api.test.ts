import { describe, expect, it } from 'vitest';
import { buildArticleHead, type ArticleListItem } from '@hmti/contract';
import { DRIVE_IDS } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const anon = () => Client.withIp(cms.url, '198.18.0.30');

describe('documents for crawlers and feed readers', () => {
  it('GET /sitemap.xml lists home, /artikel, /library and every published article', async () => {
    const res = await anon().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const articles = (await anon().get('/api/articles')).json as Array<{ id: number; slug: string }>;
    for (const a of articles) expect(res.text).toContain(`<loc>${cms.url}/artikel/${a.id}/${a.slug}</loc>`);
    expect(res.text).toContain(`<loc>${cms.url}/artikel</loc>`);
    expect(res.text.match(/<url>/g)).toHaveLength(articles.length + 3);
  });

  it('GET /rss.xml is an RSS 2.0 feed of published articles', async () => {
    const res = await anon().get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^<\?xml/);
    expect(res.text).toContain('<rss version="2.0"');
    const articles = (await anon().get('/api/articles')).json as Array<{ title: string }>;
    expect(res.text.match(/<item>/g)).toHaveLength(articles.length);
    expect(res.text).toContain(`<title>${articles[0].title}</title>`);
  });

  it('GET /robots.txt points at the absolute sitemap URL and keeps crawlers out of the dashboard', async () => {
    const res = await anon().get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${cms.url}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /dashboard');
  });

  it('article pages carry title, description, canonical, Open Graph, Twitter and JSON-LD in the HTML', async () => {
    const [a] = (await anon().get('/api/articles')).json as ArticleListItem[];
    for (const path of [`/artikel/${a.id}/${a.slug}`, `/artikel/${a.id}`, `/artikel/slug/${a.slug}`]) {
      const res = await anon().get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<title>${a.title} | HMTI UIN Malang</title>`);
      expect(res.text).toContain(`<link rel="canonical" href="${cms.url}/artikel/${a.id}/${a.slug}"`);
      expect(res.text).toContain('property="og:title"');
      expect(res.text).toContain('name="twitter:card"');
      expect(res.text).not.toContain('content="generic"');
      const blocks = [...res.text.matchAll(/<script type="application\/ld\+json" data-ssr>(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      expect(blocks.map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
      expect(blocks[0].headline).toBe(a.title);
      // The same head the app puts in place as it shows the article (@hmti/contract's buildArticleHead): a link
      // preview made from the HTML says what the page says once its script has run.
      const spec = buildArticleHead(a, { origin: cms.url, siteName: 'HMTI UIN Malang' });
      for (const { attr, key } of spec.meta) expect(res.text, `${path}: ${key}`).toContain(`<meta ${attr}="${key}"`);
      expect(blocks).toEqual(JSON.parse(JSON.stringify(spec.jsonLd)));
    }
  });

  it("the page's largest picture is preloaded at high priority: the article's image, the newest article's on an unfiltered /artikel", async () => {
    const [newest] = (await anon().get('/api/articles')).json as Array<{ id: number; slug: string; image: string }>;
    const preload = (url: string) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;
    expect((await anon().get(`/artikel/${newest.id}/${newest.slug}`, { Accept: 'text/html' })).text).toContain(
      preload(newest.image),
    );
    expect((await anon().get('/artikel', { Accept: 'text/html' })).text).toContain(preload(newest.image));
    // A filtered list starts with another article: nothing is guessed.
    expect((await anon().get('/artikel?tag=nope', { Accept: 'text/html' })).text).not.toContain(
      'rel="preload" as="image"',
    );
  });

  it('the API answers a page needs first are requested by the HTML itself: the settings, and on an article page the article', async () => {
    const [newest] = (await anon().get('/api/articles')).json as Array<{ id: number; slug: string }>;
    const preload = (url: string) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`;
    const article = (await anon().get(`/artikel/${newest.id}/${newest.slug}`, { Accept: 'text/html' })).text;
    expect(article).toContain(preload('/api/settings'));
    expect(article).toContain(preload(`/api/articles/${newest.id}/${newest.slug}`));
    expect((await anon().get(`/artikel/slug/${newest.slug}`, { Accept: 'text/html' })).text).toContain(
      preload(`/api/articles/slug/${newest.slug}`),
    );
    expect((await anon().get('/', { Accept: 'text/html' })).text).toContain(preload('/api/settings'));
    // An unknown article (404) and a dashboard page preload nothing.
    expect((await anon().get('/artikel/999999/tidak-ada', { Accept: 'text/html' })).text).not.toContain('as="fetch"');
    expect((await anon().get('/login', { Accept: 'text/html' })).text).not.toContain('as="fetch"');
  });

  it("a title with $' or $` (replacement patterns) is written as it is, the document intact", async () => {
    const owner = await staffFactory(cms).owner();
    const title = "Diskon $' dan $` di $& Kantin";
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title,
      excerpt: 'Ringkasan uji',
      content: '<p>Isi uji</p>',
      published: 'true',
      tags: '[]',
      gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
    }))
      form.append(k, v);
    const created = await owner.post('/api/articles', form);
    expect(created.status, created.text).toBe(201);
    try {
      const res = await anon().get(`/artikel/${created.json.id}/${created.json.slug}`, { Accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<title>Diskon $&#39; dan $\` di $&amp; Kantin | HMTI UIN Malang</title>`);
      expect(res.text.match(/<head>/g)).toHaveLength(1);
      expect(res.text.match(/<\/html>/g)).toHaveLength(1);
    } finally {
      await owner.delete(`/api/articles/${created.json.id}`);
    }
  });

  it('unknown articles and unknown pages answer 404 with the app shell', async () => {
    for (const path of ['/artikel/999999', '/artikel/slug/nope', '/no/such/page']) {
      const res = await anon().get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
    expect((await anon().get('/', { Accept: 'text/html' })).status).toBe(200);
  });
});
