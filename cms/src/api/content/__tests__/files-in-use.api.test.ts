import fs from 'node:fs';
import path from 'node:path';
import { LEADERSHIP_DIVISION } from '@hmti/contract';
import { describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
const CM = '/content-manager/collection-types';
const inUse = (as: string) => `File ini masih dipakai sebagai ${as}. Ganti atau hapus di sana lebih dulu.`;

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

  it('a picture shown only by its address (typed, pasted or imported as /uploads/…) is kept too, for an Editor', async () => {
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    const owner = await staff.owner();
    const fileId = await adminCoverPicture(cms, editor.token);
    const [{ url }] = await cms.database.query<{ url: string }>(`SELECT url FROM files WHERE id = ${fileId}`);
    const remove = () => adminRequest(cms, editor.token, 'DELETE', `/upload/files/${fileId}`);
    const refusal = async () => {
      const res = await remove();
      return [res.status, res.json?.error?.message];
    };
    const title = `Isi Bergambar ${Date.now()}`;

    // In an article's body, as the address of one of its formats (…/webp_small_<hash>.webp holds the file's hash).
    const formatUrl = url.replace(/\/uploads\/(.*)\.png$/, '/uploads/webp_small_$1.webp');
    const article = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title,
      excerpt: 'Ringkasan',
      content: `<p>Isi</p><figure class="image"><img src="${formatUrl}"></figure>`,
      cover: await adminCoverPicture(cms, editor.token),
      published: false,
    });
    expect(article.status, JSON.stringify(article.json)).toBe(201);
    expect(await refusal()).toEqual([400, inUse(`gambar di isi artikel “${title}”`)]);
    const articlePath = `${CM}/api::articles.article/${article.json.data.documentId}`;
    expect((await adminRequest(cms, editor.token, 'DELETE', articlePath)).status).toBe(200);

    // In a library item's media, typed as the address.
    const item = await adminRequest(cms, editor.token, 'POST', `${CM}/api::library.library-item`, {
      title,
      description: 'Ringkas',
      type: 'photo',
      media: [{ url, type: 'image', source: 'local' }],
    });
    expect(item.status, JSON.stringify(item.json)).toBe(201);
    expect(await refusal()).toEqual([400, inUse(`media library “${title}”`)]);
    const itemPath = `${CM}/api::library.library-item/${item.json.data.documentId}`;
    expect((await adminRequest(cms, editor.token, 'DELETE', itemPath)).status).toBe(200);

    // In the settings' per-division logos (a JSON column) and a leader's photo.
    const { divisionLogos, chairpersonPhoto, aboutUs } = (await owner.get('/api/settings')).json;
    const divisions = (await owner.get('/api/organization/divisions')).json as Array<{ name: string }>;
    const division = divisions.find((d) => d.name !== LEADERSHIP_DIVISION)!.name;
    const logo = await owner.put('/api/settings', { divisionLogos: { ...divisionLogos, [division]: url } });
    expect(logo.status, JSON.stringify(logo.json)).toBe(200);
    expect(await refusal()).toEqual([400, inUse('logo divisi di Pengaturan')]);
    const logoBack = { divisionLogos: { ...divisionLogos, [division]: divisionLogos[division] ?? '' } };
    const photo = await owner.put('/api/settings', { ...logoBack, chairpersonPhoto: url });
    expect(photo.status, JSON.stringify(photo.json)).toBe(200);
    expect(await refusal()).toEqual([400, inUse('foto ketua di Pengaturan')]);
    const about = await owner.put('/api/settings', {
      chairpersonPhoto,
      aboutUs: `${aboutUs}<p><img src="${url}"></p>`,
    });
    expect(about.status, JSON.stringify(about.json)).toBe(200);
    expect(await refusal()).toEqual([400, inUse('gambar di Tentang Kami')]);
    expect((await owner.put('/api/settings', { aboutUs })).status).toBe(200);

    expect(await refusal()).toEqual([200, undefined]);
    expect(fs.existsSync(path.join(cms.workDir, 'public', url))).toBe(false);
  });
  it('a file is shown only at its own address: a spelling the in-use check would not find (percent-escapes) is not served', async () => {
    const fileId = await adminCoverPicture(cms, cms.adminToken);
    const [{ url }] = await cms.database.query<{ url: string }>(`SELECT url FROM files WHERE id = ${fileId}`);
    const escaped = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
    const spellings = [
      url.replace(/_/g, escaped),
      url.replace(/\/uploads\/(.)/, (_, first: string) => `/uploads/${escaped(first)}`),
      url.replace('/uploads/', '/%75ploads/'),
    ];
    expect((await fetch(`${cms.url}${url}`)).status).toBe(200);
    for (const spelling of spellings)
      expect([spelling, (await fetch(`${cms.url}${spelling}`)).status]).toEqual([spelling, 404]);
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', `/upload/files/${fileId}`)).status).toBe(200);
  });

  it("a picture whose address does not hold its hash (the demo pictures') is kept while a library item shows it", async () => {
    const fileId = await adminCoverPicture(cms, cms.adminToken);
    const url = `/uploads/demo/dokumentasi-${fileId}.png`;
    // As the first start registers the demo pictures: named by their file, their hash spelled apart from it.
    await cms.database.write(`UPDATE files SET url = '${url}', hash = 'dokumentasi_${fileId}' WHERE id = ${fileId}`);
    const title = `Demo Dipakai ${Date.now()}`;
    const item = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::library.library-item`, {
      title,
      description: 'Ringkas',
      type: 'photo',
      media: [{ url, type: 'image', source: 'local' }],
    });
    expect(item.status, JSON.stringify(item.json)).toBe(201);
    for (const [method, path, body] of [
      ['DELETE', `/upload/files/${fileId}`, undefined],
      ['POST', '/upload/actions/bulk-delete', { fileIds: [fileId] }],
    ] as const) {
      const refused = await adminRequest(cms, cms.adminToken, method, path, body);
      expect([refused.status, refused.json?.error?.message]).toEqual([400, inUse(`media library “${title}”`)]);
    }
    expect(await cms.database.count('files', `id = ${fileId}`)).toBe(1);
    const itemPath = `${CM}/api::library.library-item/${item.json.data.documentId}`;
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', itemPath)).status).toBe(200);
  });

  it('a bulk delete that names one picture still shown deletes nothing, files or a folder alike', async () => {
    const shown = await adminCoverPicture(cms, cms.adminToken);
    const unused = await adminCoverPicture(cms, cms.adminToken);
    const title = `Sampul Massal ${Date.now()}`;
    const article = await adminRequest(cms, cms.adminToken, 'POST', `${CM}/api::articles.article`, {
      title,
      excerpt: 'Ringkasan',
      content: '<p>Isi</p>',
      cover: shown,
      published: false,
    });
    expect(article.status, JSON.stringify(article.json)).toBe(201);
    const folder = await adminRequest(cms, cms.adminToken, 'POST', '/upload/folders', {
      name: `Massal ${Date.now()}`,
      parent: null,
    });
    expect(folder.status, JSON.stringify(folder.json)).toBe(201);
    const folderId = folder.json.data.id as number;
    const moved = await adminRequest(cms, cms.adminToken, 'POST', '/upload/actions/bulk-move', {
      fileIds: [unused, shown],
      destinationFolderId: folderId,
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const still = async () => [
      await cms.database.count('files', `id IN (${unused}, ${shown})`),
      await cms.database.count('upload_folders', `id = ${folderId}`),
    ];

    // The unused picture first: it would be gone before the shown one was refused.
    for (const body of [{ fileIds: [unused, shown] }, { folderIds: [folderId] }]) {
      const refused = await adminRequest(cms, cms.adminToken, 'POST', '/upload/actions/bulk-delete', body);
      expect([refused.status, refused.json?.error?.message]).toEqual([400, inUse(`sampul artikel “${title}”`)]);
      expect(await still()).toEqual([2, 1]);
    }

    const articlePath = `${CM}/api::articles.article/${article.json.data.documentId}`;
    expect((await adminRequest(cms, cms.adminToken, 'DELETE', articlePath)).status).toBe(200);
    const deleted = await adminRequest(cms, cms.adminToken, 'POST', '/upload/actions/bulk-delete', {
      folderIds: [folderId],
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(await still()).toEqual([0, 0]);
  });
});
