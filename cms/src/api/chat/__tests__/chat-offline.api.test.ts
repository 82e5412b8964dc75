import sharp from 'sharp';
import { readChatAnswer } from '@hmti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { tinyPng } from '../../../../tests/harness/fake-drive.mjs';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { misses, QUESTION_SET } from '../lib/__tests__/question-set';
import { REPLIES } from '../lib/replies';

/**
 * The offline assistant on a cms of its own (so the seeded content is untouched by other suites),
 * with conversations that expire after a few seconds and content changes looked for every 200 ms.
 */
const TTL_SECONDS = 6;
let cms: CmsInstance;
let ipCounter = 0;
const visitor = () => Client.withIp(cms.url, `10.70.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`);
const lastOf = (res: { json: { chat: { messages: Array<Record<string, unknown>> } } }) =>
  res.json.chat.messages.at(-1)!;

beforeAll(async () => {
  cms = await startCms({ env: { CHAT_TTL_SECONDS: String(TTL_SECONDS), CHAT_KNOWLEDGE_CHECK_MS: '200' } });
});
afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('offline assistant answers from the seeded site', () => {
  it('answers every question of the published set (question-set.json) with what it must hold', async () => {
    const rows = await cms.database.query<{ id: number; title: string }>('SELECT id, title FROM articles');
    const idOf = (title: string) => rows.find((r) => r.title === title)!.id;
    const results = [];
    for (const q of QUESTION_SET) {
      const res = await visitor().post('/api/chat/message', { message: q.question });
      expect(res.status, q.question).toBe(200);
      const last = lastOf(res);
      expect(last.role).toBe('assistant');
      results.push({ q, answer: String(last.content) });
    }
    expect(misses(results, idOf)).toEqual([]);
  });

  it('answers counting questions with the numbers the site shows, and English questions offline', async () => {
    const stats = await visitor().get('/api/stats');
    expect(stats.status).toBe(200);
    const count = await visitor().post('/api/chat/message', { message: 'Ada berapa artikel?' });
    expect(String(lastOf(count).content)).toContain(`${stats.json.articles} artikel`);
    const [chair] = await cms.database.query<{ name: string }>(
      "SELECT name FROM org_members WHERE position = 'Ketua Himpunan' ORDER BY period DESC LIMIT 1",
    );
    const english = await visitor().post('/api/chat/message', { message: 'Who chairs the association?' });
    expect(String(lastOf(english).content)).toContain(chair.name);
  });

  it('keeps the conversation: every reply carries the whole history, oldest first', async () => {
    const client = visitor();
    const first = await client.post('/api/chat/message', { message: 'halo' });
    const second = await client.post('/api/chat/message', { message: 'apa visi himpunan?' });
    const messages = second.json.chat.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0]).toMatchObject({ role: 'user', content: 'halo' });
    expect(messages[0].id).toBe(first.json.chat.messages[0].id);
    expect(Object.keys(messages[2]).sort()).toEqual(['content', 'createdAt', 'id', 'role']);
    // The shape the widget reads it with (@hmti/contract), which keeps only the fields it names: nothing is lost.
    expect(readChatAnswer(second.json)).toEqual(messages);
    expect(new Date(messages[3].createdAt).getTime()).not.toBeNaN();
    expect(second.headers.get('cache-control')).toBe('no-store');
  });

  it('stores an attached image under a random name and serves it; offline it says it cannot read images', async () => {
    const png = tinyPng(200, 40, 40, 16);
    const form = new FormData();
    form.append('message', 'apa visi himpunan?');
    form.append('image', new Blob([png], { type: 'image/jpeg' }), '../../evil.html');
    const res = await visitor().post('/api/chat/message', form);
    expect(res.status).toBe(200);
    const [user, answer] = res.json.chat.messages.slice(-2);
    expect(user.imageUrl).toMatch(/^\/uploads\/chat\/[a-f0-9]{32}\.png$/);
    expect(answer.imageUrl).toBeUndefined();
    expect(answer.content).toContain(REPLIES.id.imageNote);
    expect(answer.content).toContain('Menjadikan HMTI');
    const served = await fetch(`${cms.url}${user.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const servedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([servedMeta.format, servedMeta.width, servedMeta.height]).toEqual(['png', 16, 16]);

    const imageOnly = new FormData();
    imageOnly.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
    const alone = await visitor().post('/api/chat/message', imageOnly);
    expect(alone.status).toBe(200);
    expect(alone.json.chat.messages[0]).toMatchObject({ role: 'user', content: '' });
    expect(alone.json.chat.messages[0].imageUrl).toMatch(/^\/uploads\/chat\//);
  });

  it('keeps no EXIF/GPS data of a photo: the stored image is written again from its pixels', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aa44' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'visitor' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 57/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg');
    const res = await visitor().post('/api/chat/message', form);
    expect(res.status).toBe(200);
    const stored = Buffer.from(await (await fetch(`${cms.url}${res.json.chat.messages[0].imageUrl}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 30]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses images over the limit with 413 (10 MB at the body parser, 6 MB at the chat limit of 5 MB) and keeps nothing', async () => {
    const client = visitor();
    for (const [mb, message] of [
      [10, 'File terlalu besar: paling besar 10 MB.'],
      [6, 'Ukuran gambar maksimal 5 MB.'],
    ] as const) {
      const big = Buffer.concat([tinyPng(1, 2, 3, 8), Buffer.alloc(mb * 1024 * 1024)]);
      const form = new FormData();
      form.append('message', 'lihat ini');
      form.append('image', new Blob([big], { type: 'image/png' }), 'big.png');
      const res = await client.post('/api/chat/message', form);
      expect(res.status, `${mb} MB`).toBe(413);
      expect(res.json.message).toBe(message);
    }
    const after = await client.post('/api/chat/message', { message: 'halo' });
    expect(after.json.chat.messages).toHaveLength(2);
  });

  it('rebuilds its index when content changes (a newly published article is found)', async () => {
    const token = await adminToken(cms);
    const created = await adminRequest(cms, token, 'POST', '/content-manager/collection-types/api::articles.article', {
      title: 'Lokakarya Robotika Quadcopter',
      slug: 'lokakarya-robotika-quadcopter',
      excerpt: 'Merakit drone quadcopter bersama.',
      content: '<p>Peserta merakit quadcopter.</p>',
      cover: await adminCoverPicture(cms, token),
      tags: ['Workshop'],
      published: true,
    });
    expect(created.status).toBeLessThan(300);
    const id = created.json.data.id;
    // Asked again (by new visitors) until the assistant has looked for changes and rebuilt its index.
    await expect
      .poll(
        async () =>
          String(lastOf(await visitor().post('/api/chat/message', { message: 'artikel tentang quadcopter' })).content),
        { timeout: 10_000, interval: 100 },
      )
      .toContain(`(/artikel/${id}/lokakarya-robotika-quadcopter)`);
  });

  it('starts a new conversation once the old one has expired', async () => {
    const client = visitor();
    await client.post('/api/chat/message', { message: 'halo' });
    const second = await client.post('/api/chat/message', { message: 'misi hmti' });
    expect(second.json.chat.messages).toHaveLength(4);
    const expiresAt = Date.parse(second.json.chat.expiresAt);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
    // The visitor keeps writing; the conversation grows until it expires, then the next message starts a new one.
    let res = second;
    await expect
      .poll(
        async () => {
          res = await client.post('/api/chat/message', { message: 'email kontak' });
          return res.json.chat.messages.length;
        },
        { timeout: (TTL_SECONDS + 10) * 1000, interval: 1000 },
      )
      .toBe(2);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(res.json.chat.messages[0].content).toBe('email kontak');
  });

  it("names a division as the site shows it: the Hero tab's name when the content editor set one", async () => {
    const owner = await staffFactory(cms).owner();
    expect((await owner.put('/api/settings', { divisionNames: { senor: 'Seni & Olahraga' } })).status).toBe(200);
    try {
      await expect
        .poll(
          async () =>
            String(lastOf(await visitor().post('/api/chat/message', { message: 'divisi apa saja yang ada?' })).content),
          { timeout: 10_000, interval: 100 },
        )
        .toContain('Seni & Olahraga');
    } finally {
      expect((await owner.put('/api/settings', { divisionNames: {} })).status).toBe(200);
    }
  });

  it('is withheld with the rest of the public content while maintenance mode is on', async () => {
    const owner = await staffFactory(cms).owner();
    expect((await owner.put('/api/settings', { maintenanceMode: true })).status).toBe(200);
    try {
      const res = await visitor().post('/api/chat/message', { message: 'halo' });
      expect(res.status).toBe(503);
      expect(res.json.error).toMatchObject({ code: 503, details: { reason: 'maintenance' } });
    } finally {
      expect((await owner.put('/api/settings', { maintenanceMode: false })).status).toBe(200);
    }
    expect((await visitor().post('/api/chat/message', { message: 'halo' })).status).toBe(200);
  });
});
