import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../../tests/harness/article-form';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const staff = staffFactory(cms);

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A visitor's browser: its own address and User-Agent, no Origin on page loads. */
const visitor = (ip: string, userAgent: string) =>
  new Client(cms.url, { 'X-Forwarded-For': ip, 'User-Agent': userAgent }, false);

interface Overview {
  totals: { views: number; visitors: number };
  series: Array<{ date: string; views: number; visitors: number }>;
  topArticles: Array<{ id: number; title: string; views: number }>;
  referrers: Array<{ host: string; views: number }>;
  devices: Array<{ device: string; views: number; visitors: number }>;
}

describe('readership analytics', () => {
  let owner: Client;
  let article: { id: number; slug: string; title: string };

  beforeAll(async () => {
    owner = await staff.owner();
    const title = `Artikel Analitik ${Date.now()}`;
    const created = await owner.post(
      '/api/articles',
      articleForm(title, { excerpt: 'Ringkasan', content: '<p>Isi</p>', published: 'true' }),
    );
    expect(created.status).toBe(201);
    article = { id: created.json.id, slug: created.json.slug, title };
  });

  afterAll(async () => {
    // other test files read the newest article of the shared cms
    expect((await owner.delete(`/api/articles/${article.id}`)).status).toBeLessThan(300);
  });

  const overview = async (days = 7): Promise<Overview> => {
    const res = await owner.get(`/api/analytics/overview?days=${days}`);
    expect(res.status).toBe(200);
    return res.json as Overview;
  };
  const deviceViews = (o: Overview, device: string) => o.devices.find((d) => d.device === device)?.views ?? 0;
  const referrerViews = (o: Overview, host: string) => o.referrers.find((r) => r.host === host)?.views ?? 0;

  it('counts public page views and daily visitors, and leaves out whoever must not be counted', async () => {
    const before = await overview();
    const reader = visitor('203.0.113.41', DESKTOP);
    const phone = visitor('203.0.113.42', PHONE);
    expect((await reader.get('/')).status).toBe(200);
    expect(
      (await reader.get(`/artikel/slug/${article.slug}`, { Referer: 'https://www.google.com/search?q=himatif' }))
        .status,
    ).toBe(200);
    expect((await reader.get(`/artikel/${article.id}/${article.slug}`)).status).toBe(200);
    expect((await phone.get(`/artikel/slug/${article.slug}`)).status).toBe(200);

    // Never counted: a bot, Do-Not-Track, Global Privacy Control, signed-in staff, a page that does not exist,
    // the error page, an API read.
    await visitor('203.0.113.43', GOOGLEBOT).get('/');
    await reader.get('/', { DNT: '1' });
    await visitor('203.0.113.44', DESKTOP).get('/artikel', { 'Sec-GPC': '1' });
    await owner.get('/');
    expect((await reader.get('/tidak-ada-halaman-ini')).status).toBe(404);
    await reader.get('/error');
    await reader.get('/api/settings');

    const after = await overview();
    const today = (o: Overview) => o.series[o.series.length - 1];
    expect(after.series).toHaveLength(7);
    expect(today(after).views - today(before).views).toBe(4);
    expect(today(after).visitors - today(before).visitors).toBe(2);
    expect(after.totals.views - before.totals.views).toBe(4);
    expect(after.topArticles.find((a) => a.id === article.id)).toMatchObject({ title: article.title, views: 3 });
    expect(referrerViews(after, 'google.com') - referrerViews(before, 'google.com')).toBe(1);
    expect(deviceViews(after, 'Mobile') - deviceViews(before, 'Mobile')).toBe(1);
    expect(deviceViews(after, 'Desktop') - deviceViews(before, 'Desktop')).toBe(3);
  });

  it('shows each article its view count in the management list', async () => {
    const list = await owner.get('/api/articles/manage?page=1&pageSize=100');
    expect(list.status).toBe(200);
    const item = list.json.data.find((a: { id: number }) => a.id === article.id);
    expect(item.views).toBe(3);
  });

  it('answers 7, 30 or 90 days; anything else is 30', async () => {
    expect((await overview(90)).series).toHaveLength(90);
    const res = await owner.get('/api/analytics/overview?days=1000');
    expect(res.json.series).toHaveLength(30);
  });

  it('needs dashboard.analytics', async () => {
    const withoutIt = await staff.as(await staff.customRole(['dashboard.view', 'dashboard.stats']));
    expect((await withoutIt.get('/api/analytics/overview')).status).toBe(403);
    const withIt = await staff.as(await staff.customRole(['dashboard.view', 'dashboard.analytics']));
    expect((await withIt.get('/api/analytics/overview')).status).toBe(200);
    expect((await Client.withIp(cms.url, '10.7.7.8').get('/api/analytics/overview')).status).toBe(401);
  });
});
