import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

describe('dashboard', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await staff.owner();
  });

  it('stats need dashboard.stats and count everything staff manage, beside what the public site counts', async () => {
    const res = await owner.get('/api/dashboard/stats');
    const [current] = await cms.database.query<{ period: string | null }>(
      'SELECT MAX(period) AS period FROM org_members',
    );
    const publicCounts = (await Client.withIp(cms.url, '10.7.7.8').get('/api/stats')).json;
    expect(res.json).toEqual({
      totalArticles: await cms.database.count('articles'),
      publishedArticles: publicCounts.articles,
      totalMediaItems: await cms.database.count('library_items'),
      publishedMediaItems: publicCounts.libraryItems,
      totalMembers: await cms.database.count('org_members'),
      currentPeriod: current.period,
      currentPeriodMembers: publicCounts.organizationMembers,
    });
    const noStats = await staff.as(await staff.customRole(['dashboard.view']));
    expect((await noStats.get('/api/dashboard/stats')).status).toBe(403);
    expect((await noStats.get('/api/dashboard/activities?limit=5')).status).toBe(403);
    expect((await Client.withIp(cms.url, '10.7.7.7').get('/api/dashboard/stats')).status).toBe(401);
  });

  it('activities: newest first, limit honoured and capped at 100', async () => {
    for (let i = 0; i < 3; i += 1)
      await owner.post('/api/dashboard/log-activity', { type: 'content', action: 'update', title: `Catatan ${i}` });
    const five = await owner.get('/api/dashboard/activities?limit=2');
    expect(five.json.map((a: { title: string }) => a.title)).toEqual(['Catatan 2', 'Catatan 1']);
    expect(five.json[0]).toMatchObject({
      type: 'content',
      action: 'update',
      userName: 'Owner',
      userRole: 'Owner',
      timestamp: expect.any(String),
    });
    const many = await owner.get('/api/dashboard/activities?limit=100000');
    expect(many.json.length).toBeLessThanOrEqual(100);
  });

  it('each person sees the activity of the areas they may see, and their own', async () => {
    const stamp = Date.now().toString(36);
    for (const type of ['user', 'settings', 'organization', 'content', 'article', 'library'])
      await owner.post('/api/dashboard/log-activity', { type, action: 'update', title: `${type} ${stamp}` });
    const head = await staff.as('division_head');
    await head.post('/api/dashboard/log-activity', { type: 'article', action: 'update', title: `own ${stamp}` });
    const seenBy = async (client: Client) =>
      ((await client.get('/api/dashboard/activities?limit=100')).json as Array<{ title: string }>)
        .map((a) => a.title)
        .filter((t) => t.endsWith(stamp))
        .sort();
    // A division head may see the organisation and the public page content, and their own articles; not accounts,
    // roles, settings or security switches, nor other people's articles and media.
    expect(await seenBy(head)).toEqual([`content ${stamp}`, `organization ${stamp}`, `own ${stamp}`]);
    expect(await seenBy(owner)).toEqual(
      ['article', 'content', 'library', 'organization', 'own', 'settings', 'user'].map((t) => `${t} ${stamp}`),
    );
  });

  it('log-activity records only what the caller may log, with the server-side identity', async () => {
    const head = await staff.as('division_head');
    expect(
      (await head.post('/api/dashboard/log-activity', { type: 'settings', action: 'update', title: 'Palsu' })).status,
    ).toBe(403);
    const badType = await head.post('/api/dashboard/log-activity', { type: 'hack', action: 'update', title: 'x' });
    expect([badType.status, badType.json.message]).toEqual([
      400,
      'Jenis aktivitas harus salah satu dari: article, library, organization, content, settings, user.',
    ]);
    const noTitle = await head.post('/api/dashboard/log-activity', { type: 'article', action: 'update', title: ' ' });
    expect([noTitle.status, noTitle.json.message]).toEqual([400, 'Judul aktivitas wajib diisi.']);
    expect(
      (await head.post('/api/dashboard/log-activity', { type: 'article', action: 'drop', title: 'x' })).status,
    ).toBe(400);
    const ok = await head.post('/api/dashboard/log-activity', {
      type: 'article',
      action: 'update',
      title: 'Catatan artikel',
      userName: 'Owner',
      userRole: 'Owner',
    });
    expect(ok.json).toEqual({ success: true });
    const [row] = await cms.database.query<{ user_name: string; user_role: string }>(
      `SELECT user_name, user_role FROM activities WHERE title = 'Catatan artikel'`,
    );
    expect(row.user_role).toBe('Ketua Divisi');
    expect(row.user_name).not.toBe('Owner');
  });
});
