import { beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';

// The shared test cms runs with QUERY_COUNT_HEADER=true: X-Query-Count = SQL statements the request ran.
const cms = sharedCms();
const staff = staffFactory(cms);
// An allowed Origin makes the front cache pass the request on, so the full chain (and the database) answers.
const uncached = () => new Client(cms.url, { Origin: cms.url, 'X-Forwarded-For': '198.18.7.30' });
const queries = (res: { status: number; headers: Headers }) => {
  expect(res.status).toBe(200);
  return Number(res.headers.get('x-query-count'));
};
/**
 * The smaller of two runs: a cache the request reads (the article tags, the stats) may be refilled in either, when
 * another test file's write has just emptied it. (Refills of the site settings and protection switches, which every
 * request reads, are not counted at all.)
 */
const steadyQueries = async (client: Client, path: string) =>
  Math.min(queries(await client.get(path)), queries(await client.get(path)));

describe('SQL statements per request do not grow with the page (no N+1)', () => {
  let articleId: number;
  beforeAll(async () => {
    articleId = (await uncached().get('/api/articles?page=1&pageSize=1')).json.data[0].id;
  });

  // A library item's files are a repeatable component: Strapi loads them for the whole page in one more statement;
  // one more finds which of the page's /uploads/ URLs are files of the media library (their widths).
  it.each([
    ['/api/articles?page=1&pageSize=1', '/api/articles?page=1&pageSize=50', 3],
    ['/api/articles?page=1&pageSize=1&q=a', '/api/articles?page=1&pageSize=50&q=a', 3],
    ['/api/library?page=1&pageSize=1', '/api/library?page=1&pageSize=50', 5],
  ])('%s vs %s: the same small number', async (small, large, max) => {
    const a = await steadyQueries(uncached(), small);
    const b = await steadyQueries(uncached(), large);
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(max);
  });

  it.each([
    ['/api/articles', 2],
    ['/api/library', 4],
    ['/api/articles/{id}', 2],
    ['/api/articles/{id}/related?limit=1', 6],
    ['/api/articles/{id}/related?limit=5', 6],
    ['/api/organization/members?period=2025-2026', 2],
    ['/api/organization/periods', 1],
    ['/api/organization/positions/2025-2026', 1],
    ['/api/articles/tags', 1],
    ['/api/stats', 1],
    ['/api/settings', 1],
  ])('%s: at most %i', async (path, max) => {
    expect(await steadyQueries(uncached(), path.replace('{id}', String(articleId)))).toBeLessThanOrEqual(max);
  });

  it('dashboard lists: the count does not depend on how many rows are asked for', async () => {
    // Signed-in requests first resolve the session (cookie → session → user with role): about 3 statements.
    const owner = await staff.owner();
    const few = await steadyQueries(owner, '/api/dashboard/activities?limit=1');
    const many = await steadyQueries(owner, '/api/dashboard/activities?limit=100');
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(4);
    for (const [list, max] of [
      // Articles: two more statements than before, one for any page size each: the page's view counts (readership
      // analytics) and its pictures' Media Library files (the cover, as every answer gives the picture).
      ['/api/articles/manage', 8],
      // Library: one more statement, for any page size: the pictures added in /admin (its kept files).
      ['/api/library/manage', 8],
      // Users: one more statement, which of the page's users have two-factor sign-in on, for any page size.
      ['/api/users', 7],
    ] as const) {
      const onePerPage = await steadyQueries(owner, `${list}?page=1&pageSize=1`);
      const fullPage = await steadyQueries(owner, `${list}?page=1&pageSize=50&q=a`);
      expect(fullPage, list).toBe(onePerPage);
      expect(fullPage, list).toBeLessThanOrEqual(max);
    }
    for (const [path, max] of [
      ['/api/articles/manage', 7], // with the view counts and the pictures, as above
      ['/api/library/manage', 7], // with the pictures added in /admin, as above
      ['/api/users', 6], // with the two-factor flags, as above
      ['/api/dashboard/stats', 5],
      ['/api/auth/me', 5],
    ] as const) {
      expect(await steadyQueries(owner, path), path).toBeLessThanOrEqual(max);
    }
  });

  /**
   * One save of the dashboard's editor (a new title, a Drive picture): 20 statements. The session 3; the article and
   * its author for the right to edit 2; the transaction 2; the one read of the row every rule (its write count
   * included), the activity log and the revision share 1 (lib/data-layer/lifecycle-event.ts, `rowsBefore`); the new
   * title's slug 1; the Drive link's Media Library lookup 1; Strapi's update 3 (its read, the update, the emptied cover
   * link); the answer 3 (the row, its author, its picture); the activity entries 1; the revision 3 (the latest, the new
   * one, the pruning). It answers the article as the editor reads it.
   */
  it('a dashboard article save: at most 20, answered with the saved article', async () => {
    const owner = await staff.owner();
    const created = await owner.post('/api/articles', articleForm('Anggaran kueri', { excerpt: 'Ringkasan' }));
    expect(created.status).toBe(201);
    const saved = await owner.put(
      `/api/articles/${created.json.id}`,
      articleForm('Anggaran kueri baru', { excerpt: 'Ringkasan' }),
    );
    expect(queries(saved)).toBeLessThanOrEqual(20);
    expect(saved.json).toMatchObject({ title: 'Anggaran kueri baru', slug: 'anggaran-kueri-baru' });
    expect(saved.json).toEqual((await owner.get(`/api/articles/manage/${created.json.id}`)).json);
  });

  /**
   * One save of a site setting: at most 17 statements. The session 3; the divisions the per-division settings are
   * checked against 2 (the service, the data layer); the transaction 2; the row's id 1; the one read of the row before
   * the save that the activity entry and the kept version share 1; Strapi's update 3 (its read, the update, the row
   * after); the version 3–4 (the latest, the new one, the pruning's read, and its delete once more than
   * SETTINGS_REVISIONS_KEEP are kept, as after the other files' saves); the activity entry 1.
   */
  it('a site settings save: at most 17', async () => {
    const owner = await staff.owner();
    const before = (await owner.get('/api/settings')).json;
    try {
      expect(queries(await owner.put('/api/settings', { siteTagline: `Anggaran ${Date.now()}` }))).toBeLessThanOrEqual(
        17,
      );
    } finally {
      expect((await owner.put('/api/settings', before)).status).toBe(200);
    }
  });
});
