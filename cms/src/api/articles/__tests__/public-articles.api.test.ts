import { describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { sharedCms } from '../../../../tests/harness/suite';
import { adminCoverPicture, adminRequest, adminToken } from '../../../../tests/harness/admin-api';

const cms = sharedCms();
const anon = () => Client.withIp(cms.url, '198.18.0.10');

describe('GET /api/articles', () => {
  it('without parameters lists every published article, newest first, without bodies', async () => {
    const res = await anon().get('/api/articles');
    expect(res.status).toBe(200);
    // Other files on this cms add and remove articles: the answer is compared with the database, not the seed.
    const t = cms.database.kind === 'postgres' ? 'true' : '1';
    expect(res.json.length).toBe(await cms.database.count('articles', `published = ${t}`));
    expect(res.json[0]).not.toHaveProperty('content');
    expect(res.json[0]).toMatchObject({
      _id: expect.any(Number),
      slug: expect.any(String),
      tags: expect.any(Array),
      published: true,
    });
    const dates = res.json.map((a: { publishedDate: string }) => new Date(a.publishedDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages on the server with meta', async () => {
    const all = (await anon().get('/api/articles')).json;
    const res = await anon().get('/api/articles?page=2&pageSize=5');
    expect(res.json.meta).toEqual({ page: 2, pageSize: 5, total: all.length, pageCount: Math.ceil(all.length / 5) });
    expect(res.json.data.map((a: { id: number }) => a.id)).toEqual(all.slice(5, 10).map((a: { id: number }) => a.id));
  });

  it('searches title or excerpt case-insensitively and filters by any of several tags', async () => {
    const byTitle = await anon().get('/api/articles?q=FUTSAL');
    expect(byTitle.json.data.map((a: { title: string }) => a.title)).toEqual([
      'Turnamen Futsal Antarangkatan Berlangsung Meriah',
    ]);
    const byExcerpt = await anon().get(`/api/articles?q=${encodeURIComponent('paket sembako')}`);
    expect(byExcerpt.json.meta.total).toBe(1);
    const tagged = await anon().get('/api/articles?tag=Olahraga&tag=desain');
    const titles = tagged.json.data.map((a: { title: string }) => a.title).sort();
    expect(titles).toEqual([
      'Pelatihan Desain Grafis untuk Konten Media Sosial',
      'Turnamen Futsal Antarangkatan Berlangsung Meriah',
    ]);
  });

  it('finds what every door wrote, under its current words only (the search index follows each write)', async () => {
    const token = await adminToken(cms);
    const cm = '/content-manager/collection-types/api::articles.article';
    const created = await adminRequest(cms, token, 'POST', cm, {
      title: 'Lomba Robotik Kuarsa Nasional',
      slug: 'lomba-robotik-kuarsa',
      excerpt: 'Tim kami membawa pulang piala ÉTOILE',
      content: '<p>isi</p>',
      cover: await adminCoverPicture(cms, token),
      tags: ['Prestasi'],
      published: true,
    });
    expect(created.status).toBeLessThan(300);
    const found = async (q: string) =>
      (await anon().get(`/api/articles?q=${encodeURIComponent(q)}`)).json.data.map((a: { id: number }) => a.id);
    const id = created.json.data.id;
    try {
      expect(await found('kuarsa')).toEqual([id]);
      expect(await found('KUARSA nas')).toEqual([id]);
      // LIKE's wildcards in the text are letters like any other.
      expect(await found('kua_sa')).toEqual([]);
      // In the excerpt too; two letters (below the index's reach) still find it.
      expect(await found('pulang piala')).toEqual([id]);
      expect((await found('Ku')).includes(id)).toBe(true);
      const edited = await adminRequest(cms, token, 'PUT', `${cm}/${created.json.data.documentId}`, {
        title: 'Lomba Robotik Safir Nasional',
      });
      expect(edited.status).toBeLessThan(300);
      expect(await found('kuarsa')).toEqual([]);
      expect(await found('safir')).toEqual([id]);
    } finally {
      await adminRequest(cms, token, 'DELETE', `${cm}/${created.json.data.documentId}`);
    }
    expect(await found('safir')).toEqual([]);
  });

  it('treats malformed parameters as defaults, never as errors', async () => {
    for (const q of ['page=-1&pageSize=abc', 'page=1e9&pageSize=100000', 'q[]=a&q[]=b', 'tag[a]=x']) {
      const res = await anon().get(`/api/articles?${q}`);
      expect(res.status, q).toBe(200);
      expect(res.json.meta.pageSize).toBeLessThanOrEqual(100);
    }
    // Search words are bound parameters, never refused, whatever they spell.
    const sqlWords = await anon().get(`/api/articles?q=${'%27%20OR%201%3D1--'}`);
    expect([sqlWords.status, sqlWords.json.meta.total]).toEqual([200, 0]);
    // Operator keys are refused by the injection protections (on by default); with them off the route treats them as
    // defaults too (security/__tests__/injection.api.test.ts, "both off").
    const operator = await anon().get('/api/articles?tag[$ne]=x');
    expect([operator.status, operator.json.error?.details?.reason]).toEqual([403, 'nosql-operator-key']);
  });

  it('never shows drafts: not in lists, search, detail, related or stats', async () => {
    const token = await adminToken(cms);
    const created = await adminRequest(cms, token, 'POST', '/content-manager/collection-types/api::articles.article', {
      title: 'Draf Rahasia Zebra',
      slug: 'draf-rahasia-zebra',
      excerpt: 'Belum terbit',
      content: '<p>draf</p>',
      cover: await adminCoverPicture(cms, token),
      tags: ['Workshop'],
      published: false,
    });
    expect(created.status).toBeLessThan(300);
    const id = created.json.data.id;
    const statsBefore = (await anon().get('/api/stats')).json.articles;
    expect((await anon().get('/api/articles')).json.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await anon().get('/api/articles?q=zebra')).json.meta.total).toBe(0);
    expect((await anon().get(`/api/articles/${id}`)).status).toBe(404);
    expect((await anon().get('/api/articles/slug/draf-rahasia-zebra')).status).toBe(404);
    const any = (await anon().get('/api/articles')).json[0];
    expect(
      (await anon().get(`/api/articles/${any.id}/related?limit=5`)).json.some((a: { id: number }) => a.id === id),
    ).toBe(false);
    const published = await cms.database.count(
      'articles',
      cms.database.kind === 'postgres' ? 'published = true' : 'published = 1',
    );
    expect(statsBefore).toBe(published);
    await adminRequest(
      cms,
      token,
      'DELETE',
      `/content-manager/collection-types/api::articles.article/${created.json.data.documentId}`,
    );
  });

  it('lists tags with counts, most used first', async () => {
    const res = await anon().get('/api/articles/tags');
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({ tag: expect.any(String), count: expect.any(Number) });
    const counts = res.json.map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.json.find((t: { tag: string }) => t.tag === 'Workshop').count).toBe(3);
  });
});

describe('article detail and related', () => {
  it('resolves by id, by id with any slug, and by slug', async () => {
    // A seeded article (with headings): other files of the worker publish articles of their own on the same cms.
    const first = ((await anon().get('/api/articles')).json as Array<{ id: number; slug: string; title: string }>).find(
      (a) => a.title.startsWith('Workshop Web Development'),
    )!;
    const byId = await anon().get(`/api/articles/${first.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json.content).toContain('<h2>');
    expect((await anon().get(`/api/articles/${first.id}/${first.slug}`)).json.id).toBe(first.id);
    const wrongSlug = await anon().get(`/api/articles/${first.id}/not-the-slug`);
    expect(wrongSlug.json).toMatchObject({ id: first.id, slug: first.slug });
    expect((await anon().get(`/api/articles/slug/${first.slug}`)).json.id).toBe(first.id);
  });

  it('answers 404 with "Artikel tidak ditemukan" for unknown ids and slugs', async () => {
    for (const path of ['/api/articles/999999', '/api/articles/slug/no-such-article', '/api/articles/999999/related']) {
      const res = await anon().get(path);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ message: 'Artikel tidak ditemukan' });
    }
  });

  it('ranks related articles by shared tags, caps the limit, and excludes the article itself', async () => {
    const all = (await anon().get('/api/articles')).json as Array<{
      id: number;
      slug: string;
      title: string;
      tags: string[];
    }>;
    const workshop = all.find((a) => a.title.startsWith('Workshop Web Development'))!;
    const related = await anon().get(`/api/articles/${workshop.id}/related?limit=2`);
    expect(related.json).toHaveLength(2);
    for (const r of related.json) {
      expect(r.id).not.toBe(workshop.id);
      expect(r.tags.some((t: string) => workshop.tags.includes(t))).toBe(true);
    }
    const bySlug = await anon().get(`/api/articles/slug/${workshop.slug}/related?limit=2`);
    expect(bySlug.json.map((a: { id: number }) => a.id)).toEqual(related.json.map((a: { id: number }) => a.id));
    expect((await anon().get(`/api/articles/${workshop.id}/related?limit=500`)).json.length).toBeLessThanOrEqual(5);
    expect((await anon().get(`/api/articles/${workshop.id}/related`)).json).toHaveLength(2);
  });
});
