import { describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
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

  it('unknown articles and unknown pages answer 404 with the app shell', async () => {
    // An id beyond what the database's id column holds names no article either (PostgreSQL refuses to compare it).
    for (const path of ['/artikel/999999', '/artikel/slug/nope', '/no/such/page', '/artikel/99999999999/x']) {
      const res = await anon().get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
    for (const path of ['/api/articles/99999999999', '/api/articles/99999999999/related'])
      expect((await anon().get(path)).status, path).toBe(404);
    expect((await anon().get('/', { Accept: 'text/html' })).status).toBe(200);
  });
});
