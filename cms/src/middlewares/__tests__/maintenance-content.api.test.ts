import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const TITLE = `Rahasia Pemeliharaan ${Date.now()}`;

const page = (path: string) =>
  fetch(`${cms.url}${path}`, { headers: { Accept: 'text/html' } }).then(async (r) => ({
    status: r.status,
    text: await r.text(),
  }));

describe('maintenance mode: anonymous visitors get no article content from any path', () => {
  let owner: Client;
  let slug: string;
  let id: number;

  beforeAll(async () => {
    owner = await staff.owner();
    const created = await owner.post(
      '/api/articles',
      articleForm(TITLE, { content: `<p>Isi ${TITLE}</p>`, published: 'true' }),
    );
    expect(created.status, created.text).toBe(201);
    ({ slug, id } = created.json);
    // Published content is public before maintenance: the checks below can tell the difference.
    expect((await page('/rss.xml')).text).toContain(TITLE);
    expect((await page('/sitemap.xml')).text).toContain(slug);
    expect((await page(`/artikel/slug/${slug}`)).text).toContain(`/api/articles/slug/${slug}`);
    expect((await owner.put('/api/settings', { maintenanceMode: true })).status).toBe(200);
  });

  afterAll(async () => {
    await owner.put('/api/settings', { maintenanceMode: false });
  });

  it('/rss.xml and /sitemap.xml answer 503 without any article', async () => {
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const res = await page(path);
      expect(res.status, path).toBe(503);
      expect(res.text).not.toContain(TITLE);
      expect(res.text).not.toContain(slug);
    }
  });

  // What a rendered page shows in maintenance (the maintenance screen, no article in any page or head) is
  // server-pages.api.test.ts's: it runs a cms with the web build, which this shared one has not.
  it('article pages do not ask for the article: the app is sent without its data preload', async () => {
    for (const path of [`/artikel/slug/${slug}`, `/artikel/${id}`, '/artikel', '/']) {
      const res = await page(path);
      expect(res.text, path).not.toContain(`/api/articles/slug/${slug}`);
      expect(res.text, path).not.toContain(`/api/articles/${id}`);
    }
  });

  it('the article API stays closed to anonymous callers and open to staff', async () => {
    expect((await new Client(cms.url).get(`/api/articles/slug/${slug}`)).status).toBe(503);
    expect((await owner.get(`/api/articles/slug/${slug}`)).json.title).toBe(TITLE);
  });
});
