import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../../lib/data-layer/rule-messages';
import { adminCoverPicture, adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { articleForm } from '../../../../tests/harness/article-form';
import { startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';

// Two replicas on one database, sharing one test clock (TEST_CLOCK_FILE): time moves when the test writes the
// file, and each replica's scheduler looks every 100 ms.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schedule-'));
const clockFile = path.join(workDir, 'clock');
const setClock = (iso: string) => fs.writeFileSync(clockFile, iso);
const env = { TEST_CLOCK_FILE: clockFile, SCHEDULED_PUBLISH_INTERVAL_MS: '100', CHAT_KNOWLEDGE_CHECK_MS: '100' };
const CM = '/content-manager/collection-types/api::articles.article';
const ON_SCHEDULE = 'Artikel dipublikasikan sesuai jadwal';

let a: CmsInstance;
let b: CmsInstance;
let restarted: CmsInstance | undefined;
let owner: Client;

const publicIds = async (cms: CmsInstance) => {
  const res = await fetch(`${cms.url}/api/articles`);
  return ((await res.json()) as Array<{ id: number }>).map((x) => x.id);
};
let chatIp = 0;
const latestInChat = async (cms: CmsInstance) => {
  const res = await Client.withIp(cms.url, `10.71.0.${++chatIp}`).post('/api/chat/message', {
    message: 'Artikel terbaru apa?',
  });
  return String(res.json.chat.messages.at(-1).content);
};
const scheduleEntries = (id: number) =>
  a.database.query<{ user_name: string; action: string }>(
    `SELECT user_name, action FROM activities WHERE type = 'article' AND entity_id = '${id}' AND title = '${ON_SCHEDULE}'`,
  );

beforeAll(async () => {
  setClock('2030-01-01T00:00:00Z'); // 07:00 in Jakarta
  a = await startCms({ workDir: path.join(workDir, 'a'), env });
  b = await startCms({ workDir: path.join(workDir, 'b'), database: a.database, env });
  owner = await staffFactory(a).owner();
}, 400_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), restarted?.stop()]);
  await a?.database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('scheduled publishing', () => {
  it('refuses a schedule it cannot keep, with the message the editor shows, and saves nothing', async () => {
    const cases: Array<[Record<string, string>, number, RegExp]> = [
      [{ scheduledAt: 'besok pagi' }, 400, /tidak valid/],
      [{ scheduledAt: '2030-02-30T10:00' }, 400, /tidak valid/],
      [{ scheduledAt: '2030-01-01T06:59' }, 400, /sudah lewat/],
      [{ scheduledAt: '2030-01-02T10:00', published: 'true' }, 400, /sekaligus Published/],
    ];
    for (const [fields, status, message] of cases) {
      const res = await owner.post('/api/articles', articleForm('Jadwal Ditolak', fields));
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.json.message).toMatch(message);
    }
    expect(await a.database.count('articles', `title = 'Jadwal Ditolak'`)).toBe(0);

    const staff = staffFactory(a);
    const writer = await staff.as(await staff.customRole(['dashboard.view', 'articles.view', 'articles.create']));
    const denied = await writer.post(
      '/api/articles',
      articleForm('Jadwal Penulis', { scheduledAt: '2030-01-02T10:00' }),
    );
    expect(denied.status).toBe(403);
    expect(denied.json.message).toMatch(/izin untuk mempublikasikan/);
  });

  it('keeps a scheduled article off every public answer until its time, then the server publishes it once', async () => {
    const clock = await owner.get('/api/articles/schedule-clock');
    expect(clock.json).toMatchObject({ timeZone: 'Asia/Jakarta', nowLocal: '2030-01-01T07:00' });

    const early = await owner.post(
      '/api/articles',
      articleForm('Terbit Pukul Sembilan', { scheduledAt: '2030-01-01T09:00' }),
    );
    const late = await owner.post(
      '/api/articles',
      articleForm('Terbit Pukul Sebelas', { scheduledAt: '2030-01-01T11:00' }),
    );
    expect(late.status).toBe(201);
    expect(late.json).toMatchObject({
      published: false,
      scheduledAt: '2030-01-01T04:00:00.000Z',
      scheduledLocal: '2030-01-01T11:00',
      timeZone: 'Asia/Jakarta',
    });
    const listed = await owner.get('/api/articles/manage?page=1&pageSize=50');
    expect(listed.json.data.find((x: { id: number }) => x.id === late.json.id)).toMatchObject({
      scheduledLocal: '2030-01-01T11:00',
    });

    const invisible = async (id: number, slug: string) => {
      for (const cms of [a, b]) {
        expect(await publicIds(cms)).not.toContain(id);
        expect((await fetch(`${cms.url}/api/articles/${id}`)).status).toBe(404);
        expect((await fetch(`${cms.url}/api/articles/slug/${slug}`)).status).toBe(404);
        expect(await (await fetch(`${cms.url}/sitemap.xml`)).text()).not.toContain(slug);
        expect(await (await fetch(`${cms.url}/rss.xml`)).text()).not.toContain(slug);
      }
    };
    // Written after the schedules were set, published at once: its publication moment is its creation.
    const direct = await owner.post('/api/articles', articleForm('Terbit Langsung', { published: 'true' }));
    expect(direct.status).toBe(201);
    await invisible(early.json.id, early.json.slug);
    await invisible(late.json.id, late.json.slug);
    expect(await latestInChat(a)).not.toContain('Terbit Pukul Sembilan');

    // 10:00: the nine o'clock article comes out on both replicas; the eleven o'clock one, looked at by the same
    // runs, stays hidden.
    setClock('2030-01-01T03:00:00Z');
    // The replica that published it shows it at once; the other within its front cache's life (2 s).
    for (const cms of [b, a])
      await expect.poll(() => publicIds(cms), { timeout: 20_000, interval: 100 }).toContain(early.json.id);
    const sitemaps = () => Promise.all([a, b].map(async (cms) => (await fetch(`${cms.url}/sitemap.xml`)).text()));
    expect((await sitemaps()).some((xml) => xml.includes(early.json.slug))).toBe(true);
    // Published at its scheduled time everywhere: first on the list (newer than the article published directly
    // but written later), dated 09:00 in Jakarta on its page, in the feed and in the chat's "newest articles".
    const NINE = '2030-01-01T02:00:00.000Z';
    for (const cms of [a, b]) {
      const list = (await (await fetch(`${cms.url}/api/articles`)).json()) as Array<Record<string, unknown>>;
      expect(list[0]).toMatchObject({ id: early.json.id, publishedDate: NINE });
      expect(list.find((x) => x.id === direct.json.id)).toMatchObject({ publishedDate: direct.json.createdAt });
      const detail = await (await fetch(`${cms.url}/api/articles/${early.json.id}`)).json();
      expect(detail).toMatchObject({ publishedDate: NINE });
    }
    // The feed of the replica that published it (the other one's within its cache's life, 60 s).
    const feeds = await Promise.all([a, b].map(async (cms) => (await fetch(`${cms.url}/rss.xml`)).text()));
    const item = feeds.flatMap((rss) => rss.split('<item>')).find((x) => x.includes(early.json.slug));
    expect(item).toContain(`<pubDate>${new Date(NINE).toUTCString()}</pubDate>`);
    await expect.poll(() => latestInChat(a), { timeout: 10_000, interval: 200 }).toContain('Terbit Pukul Sembilan');
    const answer = await latestInChat(a);
    expect(answer.indexOf('Terbit Pukul Sembilan')).toBeLessThan(answer.indexOf('Terbit Langsung'));
    await invisible(late.json.id, late.json.slug);

    setClock('2030-01-01T04:00:00Z');
    for (const cms of [a, b])
      await expect
        .poll(async () => (await fetch(`${cms.url}/api/articles/${late.json.id}`)).status, { timeout: 20_000 })
        .toBe(200);
    for (const id of [early.json.id, late.json.id])
      expect(await scheduleEntries(id)).toEqual([{ user_name: 'Sistem', action: 'publish' }]);
    const [row] = await a.database.query<{ published: number | boolean; scheduled_at: unknown }>(
      `SELECT published, scheduled_at FROM articles WHERE id = ${late.json.id}`,
    );
    expect([!!row.published, row.scheduled_at]).toEqual([true, null]);
    // Taken back to draft and published again, it keeps its first publication moment.
    for (const published of ['false', 'true'])
      expect(
        (await owner.put(`/api/articles/${late.json.id}`, articleForm('Terbit Pukul Sebelas', { published }))).status,
      ).toBe(200);
    const again = await (await fetch(`${a.url}/api/articles/${late.json.id}`)).json();
    expect(again).toMatchObject({ published: true, publishedDate: '2030-01-01T04:00:00.000Z' });
  });

  it('two replicas running the job at once publish each due article exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await owner.post('/api/articles', articleForm(`Serentak ${i}`, { scheduledAt: '2030-01-01T13:00' }));
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    setClock('2030-01-01T06:00:00Z');
    const shown = async () => (await publicIds(a)).filter((id) => ids.includes(id)).length;
    await expect.poll(shown, { timeout: 30_000, interval: 100 }).toBe(ids.length);
    for (const id of ids) expect(await scheduleEntries(id), `article ${id}`).toHaveLength(1);
    // Each keeps one version of its publication in its history, after the one its writing kept.
    for (const id of ids) {
      const versions = await a.database.query<{ published: unknown }>(
        `SELECT published FROM article_revisions WHERE article_id = ${id} ORDER BY id`,
      );
      expect(
        versions.map((v) => Boolean(v.published)),
        `article ${id}`,
      ).toEqual([false, true]);
    }
  });

  it('the admin panel cannot make a scheduled article published, or schedule into the past', async () => {
    const token = await adminToken(a);
    const base = { excerpt: 'x', content: '<p>x</p>', slug: '', cover: await adminCoverPicture(a, token) };
    const both = await adminRequest(a, token, 'POST', CM, {
      ...base,
      title: 'Admin Keduanya',
      published: true,
      scheduledAt: '2030-01-05T00:00:00.000Z',
    });
    expect(both.status).toBe(400);
    expect(both.json.error.message).toMatch(/sekaligus Published/);
    const past = await adminRequest(a, token, 'POST', CM, {
      ...base,
      title: 'Admin Lewat',
      published: false,
      scheduledAt: '2029-12-31T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.json.error.message).toMatch(/sudah lewat/);

    const ok = await adminRequest(a, token, 'POST', CM, {
      ...base,
      title: 'Admin Terjadwal',
      published: false,
      scheduledAt: '2030-01-05T00:00:00.000Z',
    });
    expect(ok.status).toBe(201);
    const flip = await adminRequest(a, token, 'PUT', `${CM}/${ok.json.data.documentId}`, { published: true });
    expect(flip.status).toBe(400);
    expect(flip.json.error.message).toMatch(/sekaligus Published/);
    const now = await adminRequest(a, token, 'PUT', `${CM}/${ok.json.data.documentId}`, {
      published: true,
      scheduledAt: null,
    });
    expect(now.status).toBe(200);
    expect(await a.database.count('articles', `title IN ('Admin Keduanya', 'Admin Lewat')`)).toBe(0);
  });

  it('an /admin form opened before the article went out on schedule cannot save over it', async () => {
    const token = await adminToken(a);
    const made = await owner.post(
      '/api/articles',
      articleForm('Terbit Saat Form Terbuka', { scheduledAt: '2030-01-01T14:00' }),
    );
    expect(made.status).toBe(201);
    const [{ document_id: documentId }] = await a.database.query<{ document_id: string }>(
      `SELECT document_id FROM articles WHERE id = ${made.json.id}`,
    );
    const opened = (await adminRequest(a, token, 'GET', `${CM}/${documentId}`)).json.data;
    expect(opened.published).toBe(false);

    setClock('2030-01-01T07:00:00Z');
    await expect
      .poll(async () => (await publicIds(a)).includes(made.json.id), { timeout: 30_000, interval: 100 })
      .toBe(true);
    const stale = await adminRequest(a, token, 'PUT', `${CM}/${documentId}`, {
      editVersion: opened.editVersion,
      published: false,
      scheduledAt: null,
    });
    expect(stale.status).toBe(400);
    expect(stale.json.error.message).toBe(CHANGED_SINCE_OPENED);
    expect(await publicIds(a)).toContain(made.json.id);
  });

  it('a schedule that comes due while no instance runs is published by the next start', async () => {
    const res = await owner.post('/api/articles', articleForm('Terbit Saat Mati', { scheduledAt: '2030-01-02T09:00' }));
    expect(res.status).toBe(201);
    await Promise.all([a.stop(), b.stop()]);
    setClock('2030-01-02T03:00:00Z');
    restarted = await startCms({ workDir: path.join(workDir, 'c'), database: a.database, env });
    await expect
      .poll(async () => (await fetch(`${restarted!.url}/api/articles/${res.json.id}`)).status, { timeout: 20_000 })
      .toBe(200);
    expect(await scheduleEntries(res.json.id)).toHaveLength(1);
  }, 240_000);
});
