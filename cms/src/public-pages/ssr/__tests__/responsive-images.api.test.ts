import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@hmti/contract';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';

/**
 * A picture an editor uploads reaches visitors in the width their screen needs: the API names every stored width,
 * and the served HTML carries srcset, sizes, width and height (and the page's preload names the same candidates).
 */

const repo = path.resolve(__dirname, '../../../../..');
const webDist = path.join(repo, 'web/dist');
const HTML = { Accept: 'text/html' };

let cms: CmsInstance;
let anon: Client;
let owner: Client;
let article: { id: number; slug: string; title: string };

/** A 1600×900 photo-like JPEG: a gradient with softened noise (detail like a photo's, not incompressible static). */
const photo = async () => {
  const { width, height } = { width: 1600, height: 900 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (i * 7919) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
};

/** A square portrait photo, as members' photos usually are. */
const portrait = async () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The attributes of the first tag of a kind whose source matches. */
const tagWith = (html: string, tag: string, match: string) => {
  const found = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]).find((t) => t.includes(match));
  if (!found) return null;
  return Object.fromEntries([...found.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
};

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, '.vite/ssr/entry-server.cjs')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repo, stdio: 'ignore' });
  cms = await startCms({ env: { WEB_DIST_DIR: webDist } });
  anon = Client.withIp(cms.url, '198.18.9.40', { originOnReads: false });
  owner = await staffFactory(cms).owner();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Foto lebar untuk semua layar',
    excerpt: 'Ringkasan foto lebar',
    content: '<p>Isi artikel dengan foto lebar.</p>',
    published: 'true',
    tags: '["Uji"]',
  }))
    form.append(k, v);
  form.append('image', new Blob([await photo()], { type: 'image/jpeg' }), 'foto.jpg');
  const created = await owner.post('/api/articles', form);
  expect(created.status, created.text).toBeLessThan(300);
  article = created.json;
}, 600_000);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('responsive pictures', () => {
  it('the API names every stored width of an uploaded picture, WebP where the server made a copy', async () => {
    const res = await anon.get(`/api/articles/${article.id}`);
    expect(res.status).toBe(200);
    const set = res.json.imageSet;
    expect(set).toMatchObject({ width: 1600, height: 900 });
    const widths = set.candidates.map((c: { width: number }) => c.width);
    expect(widths).toEqual([245, 500, 750, 1000, 1600]);
    const byWidth = new Map<number, string>(
      set.candidates.map((c: { url: string; width: number }) => [c.width, c.url]),
    );
    expect(byWidth.get(1600)).toBe(res.json.image);
    let webpBytes = 0;
    let jpegBytes = 0;
    for (const width of [500, 750, 1000]) {
      const url = byWidth.get(width)!;
      expect(url).toMatch(/\.webp$/);
      const file = await fetch(cms.url + url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(width);
      webpBytes += bytes.length;
      const jpeg = await fetch(cms.url + url.replace(/webp_(\w+?)_(.*)\.webp$/, '$1_$2.jpg'));
      expect(jpeg.status).toBe(200);
      jpegBytes += (await jpeg.arrayBuffer()).byteLength;
    }
    expect(webpBytes).toBeLessThan(jpegBytes);

    const list = await anon.get('/api/articles?page=1&pageSize=3');
    expect(list.json.data[0]).toMatchObject({ id: article.id, imageSet: set });
    // Demo pictures are plain files, not uploads: no widths to offer, the picture's URL stays as it was.
    expect(list.json.data[1].imageSet).toBeNull();
  });

  it('the served article page carries srcset, sizes, width and height, and preloads the same candidates', async () => {
    const res = await anon.get(`/artikel/${article.id}/${article.slug}`, HTML);
    expect(res.status).toBe(200);
    const api = (await anon.get(`/api/articles/${article.id}`)).json;
    const cover = tagWith(res.text, 'img', api.image);
    expect(cover).toMatchObject({ width: '1600', height: '900', fetchpriority: 'high' });
    expect(cover!.srcset).toContain('500w');
    expect(cover!.srcset).toContain('1600w');
    expect(cover!.sizes).toBeTruthy();
    // In <head>, as React writes it: the candidates without an href (every browser that reads imagesrcset).
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preload = tagWith(head, 'link', `imageSrcSet="${cover!.srcset}"`);
    expect(preload).toMatchObject({ rel: 'preload', as: 'image', imagesizes: cover!.sizes, fetchpriority: 'high' });
  });

  it('the served home page gives the article card its widths and size, loaded lazily', async () => {
    const res = await anon.get('/', HTML);
    expect(res.status).toBe(200);
    const api = (await anon.get(`/api/articles/${article.id}`)).json;
    const card = tagWith(res.text, 'img', api.image);
    expect(card).toMatchObject({ width: '1600', height: '900', loading: 'lazy' });
    expect(card!.srcset).toContain('750w');
    expect(card!.sizes).toBeTruthy();
  });

  it('a member photo uploaded by staff is offered in its widths too', async () => {
    expect((await owner.post('/api/organization/periods', { period: '1995-1996' })).status).toBe(201);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Anggota Berfoto', position: 'Ketua Himpunan', period: '1995-1996' }))
      form.append(k, v);
    form.append('image', new Blob([await portrait()], { type: 'image/jpeg' }), 'foto.jpg');
    const created = await owner.post('/api/organization/members', form);
    expect(created.status, created.text).toBe(201);
    const members = await anon.get('/api/organization/members?period=1995-1996');
    const member = members.json.find((m: { name: string }) => m.name === 'Anggota Berfoto');
    expect(member.imageSet).toMatchObject({ width: 900, height: 900 });
    const widths = member.imageSet.candidates.map((c: { width: number }) => c.width);
    expect(widths).toEqual([156, 500, 750, 900]);
    expect(member.imageSet.candidates[1].url).toMatch(/\/webp_small_[^/]+\.webp$/);
  });

  it('a library picture that is a file of the media library is offered in its widths; Drive and plain files keep their URL', async () => {
    const cover = (await anon.get(`/api/articles/${article.id}`)).json;
    const [file] = await cms.database.query<{ id: number; url: string }>(
      `SELECT id, url FROM files WHERE url = '${cover.image.replace(/'/g, "''")}'`,
    );
    expect(file).toBeTruthy();
    // Staff attach it in the media library (the item's uploads) or paste its address (a media entry).
    const created = await adminRequest(
      cms,
      await adminToken(cms),
      'POST',
      '/content-manager/collection-types/api::library.library-item',
      {
        title: 'Foto unggahan di library',
        description: 'Satu berkas dari pustaka media.',
        type: 'photo',
        published: true,
        media: [{ url: file.url, type: 'image', source: 'local' }],
        uploads: [file.id],
      },
    );
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
    // A picture given by the address of a plain file (no row in the media library).
    const plainFile = await adminRequest(
      cms,
      await adminToken(cms),
      'POST',
      '/content-manager/collection-types/api::library.library-item',
      {
        title: 'Foto berkas biasa di library',
        description: 'Satu berkas tanpa baris pustaka media.',
        type: 'photo',
        published: true,
        media: [{ url: '/uploads/demo/article-1.webp', type: 'image', source: 'local' }],
      },
    );
    expect(plainFile.status, JSON.stringify(plainFile.json)).toBeLessThan(300);

    const list = await anon.get('/api/library?page=1&pageSize=50&type=photo');
    expect(list.status).toBe(200);
    const item = list.json.data.find((i: { title: string }) => i.title === 'Foto unggahan di library');
    expect(item.images).toEqual([file.url, file.url]);
    expect(item.imageSets).toEqual([cover.imageSet, cover.imageSet]);
    // The demo pictures are files of the media library too, with the widths seed-assets/ ships of them.
    const demo = list.json.data.find((i: { title: string }) => i.title === 'Dokumentasi Makrab 2025');
    expect(demo.images).toHaveLength(3);
    expect(
      demo.imageSets.map((set: { candidates: Array<{ width: number }> }) => set.candidates.map((c) => c.width)),
    ).toEqual([
      [208, 500, 800],
      [208, 500, 800],
      [208, 500, 800],
    ]);
    const plainItem = list.json.data.find((i: { title: string }) => i.title === 'Foto berkas biasa di library');
    expect(plainItem.imageSets).toEqual([null]);

    const page = await anon.get('/library', HTML);
    expect(page.status).toBe(200);
    const card = tagWith(page.text, 'img', file.url);
    expect(card).toMatchObject({ width: '1600', height: '900', loading: 'lazy', sizes: IMAGE_SIZES.libraryCard });
    expect(card!.srcset).toContain('500w');
    // A plain file: its URL, and the card's box as its size.
    const plain = tagWith(page.text, 'img', '/article-1.webp');
    expect(plain).toMatchObject({ width: '640', height: '360' });
    expect(plain!.srcset).toBeUndefined();
    // The first card's picture (usually the page's largest paint) loads at once, at high priority; the others lazily.
    const pictures = [...page.text.matchAll(/<img [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((t) => /\/(uploads|library-)/.test(t));
    expect(pictures[0]).toMatch(/loading="eager"[^>]*fetchpriority="high"/i);
    expect(pictures.slice(1).every((t) => t.includes('loading="lazy"'))).toBe(true);
  });
});
