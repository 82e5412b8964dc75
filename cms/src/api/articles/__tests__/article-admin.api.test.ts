import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE, IMAGE_REQUIRED } from '@hmti/contract';
import { articleForm } from '../../../../tests/harness/article-form';
import { Client } from '../../../../tests/harness/http';
import { DRIVE_IDS } from '../../../../tests/harness/fake-drive.mjs';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);
let png: Buffer;

const form = (fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (image) f.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return f;
};
const driveUrl = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=sharing`;
const activities = (entityId: number) =>
  cms.database.query<{ action: string; user_name: string; user_role: string }>(
    `SELECT action, user_name, user_role FROM activities WHERE entity_id = '${entityId}' AND type = 'article' ORDER BY id`,
  );

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});

describe('articles management: who may do what', () => {
  let owner: Client;
  let chair: Client;
  let head: Client & { userId: number };
  let viewer: Client;
  let ownerArticle: number;

  beforeAll(async () => {
    owner = await staff.owner();
    chair = await staff.as('chair');
    head = await staff.as('division_head');
    viewer = await staff.as(await staff.customRole(['dashboard.view', 'articles.view']));
    const res = await owner.post(
      '/api/articles',
      articleForm('Artikel Milik Owner', { published: 'true', gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    expect(res.status).toBe(201);
    ownerArticle = res.json.id;
  });

  it("lists: everyone's with articles.view_others, only one's own with articles.view, 401 anonymous", async () => {
    expect((await chair.get('/api/articles/manage')).json.some((a: { id: number }) => a.id === ownerArticle)).toBe(
      true,
    );
    expect(
      (await head.get('/api/articles/manage')).json.every((a: { authorId: number }) => a.authorId === head.userId),
    ).toBe(true);
    expect((await viewer.get('/api/articles/manage')).json).toEqual([]);
    expect((await Client.withIp(cms.url, '10.9.9.9').get('/api/articles/manage')).status).toBe(401);
  });

  it('pages, searches and filters by status on the server when asked for a page', async () => {
    const t = cms.database.kind === 'postgres' ? 'true' : '1';
    const all = await chair.get('/api/articles/manage?page=1&pageSize=2');
    expect(all.json.data).toHaveLength(2);
    expect(all.json.meta).toEqual({
      page: 1,
      pageSize: 2,
      total: await cms.database.count('articles'),
      pageCount: Math.ceil((await cms.database.count('articles')) / 2),
    });
    const drafts = (await chair.get('/api/articles/manage?page=1&pageSize=100&status=draft')).json;
    expect(drafts.meta.total).toBe(await cms.database.count('articles', `published <> ${t}`));
    expect(drafts.data.every((a: { published: boolean }) => !a.published)).toBe(true);
    const found = (await chair.get('/api/articles/manage?page=1&pageSize=9&q=MILIK%20OWNER')).json;
    expect(found.data.map((a: { id: number }) => a.id)).toContain(ownerArticle);
    expect(
      (await head.get('/api/articles/manage?page=1&pageSize=100')).json.data.every(
        (a: { authorId: number }) => a.authorId === head.userId,
      ),
    ).toBe(true);
  });

  it('a role without articles.create cannot create; nothing is written', async () => {
    const before = await cms.database.count('articles');
    const res = await viewer.post(
      '/api/articles',
      articleForm('Tidak Boleh', { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    expect(res.status).toBe(403);
    expect(await cms.database.count('articles')).toBe(before);
  });

  it('a division head creates drafts, publishes own articles, edits and deletes only own articles', async () => {
    const publish = await head.post(
      '/api/articles',
      articleForm('Langsung Terbit', { published: 'true', gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    expect(publish.status).toBe(201);
    expect(publish.json).toMatchObject({ published: true, authorId: head.userId });
    const back = await head.put(
      `/api/articles/${publish.json.id}`,
      articleForm('Langsung Terbit', { published: 'false', gdriveUrl: undefined }),
    );
    expect(back.status).toBe(200);
    expect(back.json.published).toBe(false);
    expect((await head.delete(`/api/articles/${publish.json.id}`)).status).toBe(200);
    const draft = await head.post('/api/articles', articleForm('Draf Ketua Divisi', { gdriveUrl: undefined }), {});
    expect(draft.status).toBe(400); // no image yet
    const ok = await head.post(
      '/api/articles',
      articleForm('Draf Ketua Divisi', { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ published: false, authorId: head.userId, imageSource: 'gdrive' });
    expect(
      (await head.put(`/api/articles/${ok.json.id}`, articleForm('Draf Ketua Divisi Revisi', { gdriveUrl: undefined })))
        .status,
    ).toBe(200);
    expect(
      (await head.put(`/api/articles/${ownerArticle}`, articleForm('Bukan Miliknya', { gdriveUrl: undefined }))).status,
    ).toBe(403);
    expect((await head.delete(`/api/articles/${ownerArticle}`)).status).toBe(403);
    expect((await head.delete(`/api/articles/${ok.json.id}`)).status).toBe(200);
    expect((await activities(ok.json.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('without articles.publish a writer neither publishes nor schedules, yet takes their own article back to draft', async () => {
    const writer = await staff.as(
      await staff.customRole([
        'dashboard.view',
        'articles.view',
        'articles.create',
        'articles.edit',
        'articles.edit_others',
      ]),
    );
    const drive: Record<string, string> = { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) };
    const before = await cms.database.count('articles');
    const publishing: Array<Record<string, string>> = [{ published: 'true' }, { scheduledAt: '2099-01-01T09:00' }];
    for (const fields of publishing) {
      const refused = await writer.post('/api/articles', articleForm('Penulis Menerbitkan', { ...fields, ...drive }));
      expect(refused.status, JSON.stringify(fields)).toBe(403);
      expect(refused.json.message).toBe('Anda tidak memiliki izin untuk mempublikasikan artikel.');
    }
    expect(await cms.database.count('articles')).toBe(before);

    const own = await writer.post('/api/articles', articleForm('Tulisan Penulis', drive));
    expect(own.status).toBe(201);
    const id = own.json.id as number;
    expect(
      (
        await writer.put(
          `/api/articles/${id}`,
          articleForm('Tulisan Penulis', { published: 'true', gdriveUrl: undefined }),
        )
      ).status,
    ).toBe(403);
    // A publisher puts it on the site; its writer may take it back to draft, and edit it while published.
    expect(
      (
        await owner.put(
          `/api/articles/${id}`,
          articleForm('Tulisan Penulis', { published: 'true', gdriveUrl: undefined }),
        )
      ).status,
    ).toBe(200);
    const edited = await writer.put(
      `/api/articles/${id}`,
      articleForm('Tulisan Penulis Diperbaiki', { published: 'true', gdriveUrl: undefined }),
    );
    expect(edited.status).toBe(200);
    const back = await writer.put(
      `/api/articles/${id}`,
      articleForm('Tulisan Penulis', { published: 'false', gdriveUrl: undefined }),
    );
    expect(back.status).toBe(200);
    expect(back.json.published).toBe(false);
    expect((await activities(id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'publish',
      'update',
      'publish',
      'update',
      'unpublish',
    ]);
    // Someone else's published article is not theirs to take off the site.
    const others = await writer.put(
      `/api/articles/${ownerArticle}`,
      articleForm('Artikel Milik Owner', { published: 'false', gdriveUrl: undefined }),
    );
    expect(others.status).toBe(403);
    expect((await owner.get(`/api/articles/manage/${ownerArticle}`)).json.published).toBe(true);
    expect((await owner.delete(`/api/articles/${id}`)).status).toBe(200);
  });

  it("the chair edits, publishes and deletes others' articles; the server logs each step with the real user", async () => {
    const mine = await head.post(
      '/api/articles',
      articleForm('Untuk Diterbitkan Ketua', { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    const id = mine.json.id;
    const pub = await chair.put(
      `/api/articles/${id}`,
      articleForm('Untuk Diterbitkan Ketua', { published: 'true', gdriveUrl: undefined }),
    );
    expect(pub.status).toBe(200);
    expect((await Client.withIp(cms.url, '10.9.9.8').get(`/api/articles/${id}`)).status).toBe(200);
    expect((await chair.delete(`/api/articles/${id}`)).status).toBe(200);
    const log = await activities(id);
    expect(log.map((a) => a.action)).toEqual(['create', 'update', 'publish', 'delete']);
    expect(log[1].user_role).toBe('Ketua');
  });
});

describe('articles management: validation and storage', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await staff.owner();
  });

  it('answers each bad input with its message and writes nothing', async () => {
    const before = await cms.database.count('articles');
    const cases: Array<[FormData, number, string]> = [
      [form({ title: ' ', excerpt: 'x', content: '<p>x</p>' }), 400, 'Article Title wajib diisi.'],
      [form({ title: 'T', excerpt: 'x', content: '<p> </p>' }), 400, 'Article Content wajib diisi.'],
      [articleForm('Tanpa Gambar', { gdriveUrl: undefined }), 400, IMAGE_REQUIRED],
      [
        articleForm('Link Salah', { gdriveUrl: 'https://example.com/file/d/abc' }),
        400,
        'Google Drive image link bukan link berbagi Google Drive yang valid.',
      ],
      [
        articleForm('Link Privat', { gdriveUrl: driveUrl(DRIVE_IDS.privateFile) }),
        400,
        'Google Drive image link bersifat privat sehingga tidak dapat dibuka server.',
      ],
      [
        articleForm('Tag Rusak', { tags: '[oops', gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
        400,
        'Tags harus berupa daftar.',
      ],
      [
        form({ title: 'x'.repeat(201), excerpt: 'x', content: '<p>x</p>' }),
        400,
        'Article Title terlalu panjang (maksimal 200 karakter).',
      ],
      [
        articleForm('Banyak Tag', {
          tags: JSON.stringify(Array.from({ length: 21 }, (_, i) => `tag${i}`)),
          gdriveUrl: driveUrl(DRIVE_IDS.publicFile),
        }),
        400,
        'Tags terlalu banyak (maksimal 20).',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.post('/api/articles', body);
      expect(res.status, message).toBe(status);
      expect(res.json.message).toBe(message);
    }
    expect(await cms.database.count('articles')).toBe(before);
  });

  it('stores an uploaded image through the upload plugin and sanitises the HTML', async () => {
    const res = await owner.post(
      '/api/articles',
      form(
        {
          title: 'Dengan Unggahan',
          excerpt: 'x',
          content:
            '<p onclick="alert(1)">Aman<script>window.__xss=1</script><a href="javascript:alert(1)">l</a></p><img src="x" onerror="alert(1)">',
          published: 'false',
          tags: '[]',
        },
        { bytes: png, name: 'foto.png', type: 'image/png' },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.json.image).toMatch(/^\/uploads\/article_\d+_[0-9a-f]+(_[0-9a-f]+)?\.png$/);
    const [row] = await cms.database.query<{ content: string }>(
      `SELECT content FROM articles WHERE id = ${res.json.id}`,
    );
    expect(row.content).toContain('Aman');
    expect(row.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('refuses an HTML file named .png and an oversized file, leaving no file behind', async () => {
    const files = await cms.database.count('files');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await owner.post(
      '/api/articles',
      form({ title: 'HTML', excerpt: 'x', content: '<p>x</p>' }, { bytes: html, name: 'foto.png', type: 'image/png' }),
    );
    expect(res.status).toBe(415);
    const big = await owner.post(
      '/api/articles',
      form(
        { title: 'Besar', excerpt: 'x', content: '<p>x</p>' },
        { bytes: Buffer.alloc(3 * 1024 * 1024, 1), name: 'besar.png', type: 'image/png' },
      ),
    );
    expect(big.status).toBe(413);
    expect(await cms.database.count('files')).toBe(files);
  });

  it('keeps slugs unique, changes them only with the title, and old links keep resolving', async () => {
    const a = await owner.post(
      '/api/articles',
      articleForm('Judul Kembar', { published: 'true', gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    const b = await owner.post(
      '/api/articles',
      articleForm('Judul Kembar', { published: 'true', gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    expect(a.json.slug).toBe('judul-kembar');
    expect(b.json.slug).toBe('judul-kembar-2');
    const same = await owner.put(
      `/api/articles/${a.json.id}`,
      articleForm('Judul Kembar', { published: 'true', gdriveUrl: undefined }),
    );
    expect(same.json.slug).toBe('judul-kembar');
    const renamed = await owner.put(
      `/api/articles/${a.json.id}`,
      articleForm('Judul Baru Sekali', { published: 'true', gdriveUrl: undefined }),
    );
    expect(renamed.json.slug).toBe('judul-baru-sekali');
    const old = await Client.withIp(cms.url, '10.9.9.7').get('/api/articles/slug/judul-kembar');
    expect(old.json.id).toBe(a.json.id);
  });

  it('a save over a version changed elsewhere since the editor loaded it is refused, and overwrites nothing', async () => {
    const a = await owner.post(
      '/api/articles',
      articleForm('Versi Dibuka', { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    const loaded = a.json.updatedAt as string;
    // Someone else saves meanwhile (another dashboard, or /admin).
    const other = await owner.put(
      `/api/articles/${a.json.id}`,
      articleForm('Versi Dibuka', { excerpt: 'Diubah orang lain', gdriveUrl: undefined }),
    );
    expect(other.status, other.text).toBe(200);
    const stale = await owner.put(
      `/api/articles/${a.json.id}`,
      articleForm('Versi Saya', { basedOn: loaded, gdriveUrl: undefined }),
    );
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.message).toBe(CHANGED_ELSEWHERE);
    const kept = (await owner.get(`/api/articles/manage/${a.json.id}`)).json;
    expect(kept).toMatchObject({ title: 'Versi Dibuka', excerpt: 'Diubah orang lain' });
    // Based on the version it overwrites, the save goes through.
    const fresh = await owner.put(
      `/api/articles/${a.json.id}`,
      articleForm('Versi Saya', { basedOn: kept.updatedAt, gdriveUrl: undefined }),
    );
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json.title).toBe('Versi Saya');
  });

  it('a failed save leaves the previous version intact', async () => {
    const a = await owner.post(
      '/api/articles',
      articleForm('Versi Lama', { gdriveUrl: driveUrl(DRIVE_IDS.publicFile) }),
    );
    const bad = await owner.put(
      `/api/articles/${a.json.id}`,
      form({ title: 'Versi Baru', excerpt: '', content: '<p>baru</p>' }),
    );
    expect(bad.status).toBe(400);
    expect((await owner.get(`/api/articles/manage/${a.json.id}`)).json.title).toBe('Versi Lama');
  });
});

describe('POST /api/upload and /api/upload/content-image', () => {
  it('store images for editors, answer { url }, refuse others', async () => {
    const owner = await staff.owner();
    const f = new FormData();
    f.append('image', new Blob([png], { type: 'image/png' }), '../../etc/passwd.png');
    f.append('articleId', '../../../etc');
    const res = await owner.post('/api/upload/content-image', f);
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/uploads\/article_content_\d+_[0-9a-f]+/);
    const g = new FormData();
    g.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    g.append('category', '../secret');
    expect((await owner.post('/api/upload', g)).json.url).toMatch(/^\/uploads\/content_/);
    const viewer = await staff.as(await staff.customRole(['articles.view']));
    expect((await viewer.post('/api/upload/content-image', f)).status).toBe(403);
    expect((await Client.withIp(cms.url, '10.9.9.6').post('/api/upload', g)).status).toBe(401);
    const svg = new FormData();
    svg.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
      'x.svg',
    );
    expect((await owner.post('/api/upload', svg)).status).toBe(415);
  });
});
