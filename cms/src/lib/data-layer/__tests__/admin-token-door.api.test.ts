import { describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const CM = '/content-manager/collection-types';

describe('an admin token (Settings → Admin tokens) writes as the /admin account that owns it', () => {
  it('an article it creates is logged with that account and gets the server-set publication date, not the sent one', async () => {
    const permissions = (await adminRequest(cms, cms.adminToken, 'GET', '/admin/users/me/permissions')).json
      .data as Array<{ action: string; subject: string | null; properties?: unknown; conditions?: unknown }>;
    const created = await adminRequest(cms, cms.adminToken, 'POST', '/admin/admin-tokens', {
      name: `skrip-${Date.now()}`,
      description: 'A script of the editors',
      lifespan: null,
      adminPermissions: permissions
        .filter((p) => p.subject === 'api::articles.article' || p.action.startsWith('plugin::upload.'))
        .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions })),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const token = created.json.data.accessKey as string;
    const [{ n: since }] = await cms.database.query<{ n: number | null }>('SELECT MAX(id) AS n FROM activities');

    const article = await adminRequest(cms, token, 'POST', `${CM}/api::articles.article`, {
      title: `Dari Token ${Date.now()}`,
      excerpt: 'Ringkasan',
      content: '<p>Isi</p>',
      cover: await adminCoverPicture(cms, token),
      published: true,
      publishedDate: '2001-01-01T00:00:00.000Z',
    });
    expect(article.status, JSON.stringify(article.json)).toBe(201);
    const [row] = await cms.database.query<{ published_date: string | number }>(
      `SELECT published_date FROM articles WHERE document_id = '${article.json.data.documentId}'`,
    );
    expect(new Date(row.published_date).getUTCFullYear()).not.toBe(2001);
    const entries = await cms.database.query<{ type: string; action: string; user_name: string }>(
      `SELECT type, action, user_name FROM activities WHERE id > ${since ?? 0} AND type = 'article' ORDER BY id`,
    );
    expect(entries[0]).toMatchObject({ action: 'create', user_name: expect.stringMatching(/\(admin panel\)$/) });
  });
});
