import { describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { OWNER } from '../../../../tests/harness/cms-process';
import { adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const anon = () => Client.withIp(cms.url, '198.18.0.20');

describe('GET /api/stats', () => {
  it('counts published articles and library items and the members of the current period, matching the database', async () => {
    const res = await anon().get('/api/stats');
    expect(res.status).toBe(200);
    const t = cms.database.kind === 'postgres' ? 'true' : '1';
    expect(res.json).toEqual({
      articles: await cms.database.count('articles', `published = ${t}`),
      libraryItems: await cms.database.count('library_items', `published = ${t}`),
      organizationMembers: await cms.database.count('org_members', 'period = (SELECT MAX(period) FROM org_members)'),
    });
  });
});

describe('GET /api/library', () => {
  it('lists published items with media, kinds, date and time', async () => {
    const res = await anon().get('/api/library');
    expect(res.status).toBe(200);
    // Other files on this cms add and remove items: the answer is compared with the database, not the seed.
    const t = cms.database.kind === 'postgres' ? 'true' : '1';
    expect(res.json.length).toBe(await cms.database.count('library_items', `published = ${t}`));
    const item = res.json[0];
    expect(item).toMatchObject({
      _id: item.id,
      type: 'photo',
      images: expect.any(Array),
      mediaKinds: expect.any(Array),
    });
    expect(item.images.length).toBe(item.mediaKinds.length);
    expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.time).toMatch(/^\d{2}:\d{2}$/);
  });
  it('pages, searches and filters by type', async () => {
    const res = await anon().get('/api/library?q=futsal&type=photo&page=1&pageSize=5');
    expect(res.json.meta.total).toBe(1);
    expect(res.json.data[0].title).toBe('Final Futsal Antarangkatan');
    // Other suites may add videos to the shared test cms: the filter must return only videos, and never this photo.
    const videos = (await anon().get('/api/library?type=video&page=1&pageSize=100')).json;
    expect(videos.data.every((i: { type: string }) => i.type === 'video')).toBe(true);
    expect(videos.data.map((i: { title: string }) => i.title)).not.toContain('Final Futsal Antarangkatan');
  });
  it('searches titles only with searchIn=title (the landing section), title or description otherwise', async () => {
    // 'menegangkan' is only in the description of 'Final Futsal Antarangkatan'
    expect((await anon().get('/api/library?q=menegangkan&page=1&pageSize=6')).json.meta.total).toBe(1);
    expect((await anon().get('/api/library?q=menegangkan&searchIn=title&page=1&pageSize=6')).json.meta.total).toBe(0);
    expect(
      (await anon().get('/api/library?q=futsal&searchIn=title&page=1&pageSize=6')).json.data.map(
        (i: { title: string }) => i.title,
      ),
    ).toEqual(['Final Futsal Antarangkatan']);
  });
});

describe('organisation', () => {
  it('lists periods newest first', async () => {
    const periods = (await anon().get('/api/organization/periods')).json as string[];
    expect(periods).toContain('2025-2026');
    expect(periods.indexOf('2025-2026')).toBeLessThan(periods.indexOf('2024-2025'));
    const starts = periods.map((p) => Number(p.slice(0, 4)));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
  it('lists members of a period, the newest by default', async () => {
    const newest = await anon().get('/api/organization/members');
    const explicit = await anon().get('/api/organization/members?period=2025-2026');
    expect(newest.json).toEqual(explicit.json);
    // the contract's period rule (end year = start year + 1): a period no form could create also means the newest
    expect((await anon().get('/api/organization/members?period=2025-2027')).json).toEqual(newest.json);
    expect(explicit.json.length).toBeGreaterThan(20);
    expect(explicit.json[0]).toMatchObject({
      _id: expect.any(Number),
      name: expect.any(String),
      position: expect.any(String),
      period: '2025-2026',
    });
    const older = await anon().get('/api/organization/members?period=2024-2025');
    expect(older.json.every((m: { period: string }) => m.period === '2024-2025')).toBe(true);
    expect((await anon().get('/api/organization/members?period=1999-2000')).json).toEqual([]);
  });
  it('lists the positions of a period in order', async () => {
    const res = await anon().get('/api/organization/positions/2025-2026');
    expect(res.json[0]).toEqual({ name: 'Ketua Himpunan', order: 1 });
    expect(res.json.map((p: { order: number }) => p.order)).toEqual(res.json.map((_: unknown, i: number) => i + 1));
    expect((await anon().get('/api/organization/positions/not-a-period')).json).toEqual([]);
  });
});

describe('maintenance mode', () => {
  it('withholds landing content from anonymous visitors with a 503 error object, keeps settings, auth and staff working', async () => {
    const token = await adminToken(cms);
    const path = '/content-manager/single-types/api::settings.setting';
    // The form as /admin holds it: each save answers with the form the next save sends.
    let form = (await adminRequest(cms, token, 'GET', path)).json.data;
    const set = async (on: boolean) => {
      const res = await adminRequest(cms, token, 'PUT', path, { ...form, maintenanceMode: on });
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      form = res.json.data;
      // The settings cache keeps the old value for up to 2 s: wait until visitors are served the new one.
      await expect
        .poll(async () => (await anon().get('/api/settings')).json.maintenanceMode, { timeout: 10_000, interval: 100 })
        .toBe(on);
    };
    await set(true);
    try {
      for (const p of [
        '/api/stats',
        '/api/articles',
        '/api/library',
        '/api/organization/periods',
        '/api/organization/members',
      ]) {
        const res = await anon().get(p);
        expect(res.status, p).toBe(503);
        expect(res.json.error).toMatchObject({
          code: 503,
          title: expect.any(String),
          message: expect.any(String),
          help: expect.any(String),
          timestamp: expect.any(String),
        });
      }
      expect((await anon().get('/api/settings')).json.maintenanceMode).toBe(true);
      const staff = Client.withIp(cms.url, '198.18.0.21');
      expect((await staff.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
        200,
      );
      expect((await staff.get('/api/stats')).status).toBe(200);
      expect((await staff.get('/api/articles')).status).toBe(200);
    } finally {
      await set(false);
    }
    expect((await anon().get('/api/stats')).status).toBe(200);
  });
});
