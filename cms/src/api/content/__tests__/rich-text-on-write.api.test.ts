import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const HOSTILE =
  '<h2>Judul</h2><p>teks</p><img src="/x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">klik</a>';
const CLEAN = '<h2>Judul</h2><p>teks</p><img src="/x.png" /><a>klik</a>';
let createdArticle: string | undefined;
let originalAbout: string | undefined;

/** Writes that bypass our API (the Strapi admin panel's Content Manager) are sanitised as well. */
describe('HTML written through the admin panel is sanitised on write', () => {
  afterAll(async () => {
    if (createdArticle)
      await adminRequest(
        cms,
        cms.adminToken,
        'DELETE',
        `/content-manager/collection-types/api::articles.article/${createdArticle}`,
      );
    if (originalAbout !== undefined)
      await adminRequest(cms, cms.adminToken, 'PUT', '/content-manager/single-types/api::settings.setting', {
        aboutUs: originalAbout,
      });
  });

  it('article content created in the Content Manager', async () => {
    const slug = `admin-panel-${crypto.randomBytes(3).toString('hex')}`;
    const res = await adminRequest(
      cms,
      cms.adminToken,
      'POST',
      '/content-manager/collection-types/api::articles.article',
      {
        title: 'Dari panel admin',
        slug,
        excerpt: 'Ringkasan',
        content: HOSTILE,
        cover: await adminCoverPicture(cms, cms.adminToken),
        published: false,
      },
    );
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    createdArticle = res.json.data.documentId;
    const [row] = await cms.database.query<{ content: string }>(`SELECT content FROM articles WHERE slug = '${slug}'`);
    expect(row.content).toBe(CLEAN);

    const updated = await adminRequest(
      cms,
      cms.adminToken,
      'PUT',
      `/content-manager/collection-types/api::articles.article/${createdArticle}`,
      { content: `<p>neu</p><svg onload="alert(4)"></svg>` },
    );
    expect(updated.status, JSON.stringify(updated.json)).toBeLessThan(300);
    const [after] = await cms.database.query<{ content: string }>(
      `SELECT content FROM articles WHERE slug = '${slug}'`,
    );
    expect(after.content).toBe('<p>neu</p>');
  });

  it('aboutUs saved in the Content Manager', async () => {
    const [before] = await cms.database.query<{ about_us: string }>('SELECT about_us FROM site_settings');
    originalAbout = before.about_us;
    const res = await adminRequest(cms, cms.adminToken, 'PUT', '/content-manager/single-types/api::settings.setting', {
      aboutUs: HOSTILE,
    });
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    const [row] = await cms.database.query<{ about_us: string }>('SELECT about_us FROM site_settings');
    expect(row.about_us).toBe(CLEAN);
  });
});
