import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const CM = '/content-manager/collection-types';

describe('a picture still shown on the site is not deleted from the Media Library', () => {
  it("an article's cover: the delete is refused, naming the article, until the article lets it go", async () => {
    const fileId = await adminCoverPicture(cms, cms.adminToken);
    const [file] = await cms.database.query<{ url: string }>(`SELECT url FROM files WHERE id = ${fileId}`);
    const title = `Sampul Dipakai ${Date.now()}`;
    const article = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::articles.article`, {
      title,
      excerpt: 'Ringkasan',
      content: '<p>Isi</p>',
      cover: fileId,
      published: false,
    });
    expect(article.status, JSON.stringify(article.json)).toBe(201);

    const refused = await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${fileId}`);
    expect([refused.status, refused.json?.error?.message]).toEqual([
      400,
      `File ini masih dipakai sebagai sampul artikel “${title}”. Ganti atau hapus di sana lebih dulu.`,
    ]);
    expect(fs.existsSync(path.join(cms.workDir, 'public', file.url))).toBe(true);
    expect(await cms.database.count('files', `id = ${fileId}`)).toBe(1);

    const removed = await adminRequest(
      cms,
      cms.adminToken,
      'DELETE',
      `${CM}/api::articles.article/${article.json.data.documentId}`,
    );
    expect(removed.status).toBe(200);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${fileId}`)).status).toBe(200);
    expect(fs.existsSync(path.join(cms.workDir, 'public', file.url))).toBe(false);
  });
});
