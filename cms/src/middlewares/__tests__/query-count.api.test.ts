import { beforeAll, describe, expect, it } from 'vitest';
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
      // Articles: one more statement than before, the page's view counts (readership analytics), one for any page size.
      ['/api/articles/manage', 7],
      ['/api/library/manage', 7],
      // Users: one more statement, which of the page's users have two-factor sign-in on, for any page size.
      ['/api/users', 7],
    ] as const) {
      const onePerPage = await steadyQueries(owner, `${list}?page=1&pageSize=1`);
      const fullPage = await steadyQueries(owner, `${list}?page=1&pageSize=50&q=a`);
      expect(fullPage, list).toBe(onePerPage);
      expect(fullPage, list).toBeLessThanOrEqual(max);
    }
    for (const [path, max] of [
      ['/api/articles/manage', 6], // with the view counts, as above
      ['/api/library/manage', 6],
      ['/api/users', 6], // with the two-factor flags, as above
      ['/api/dashboard/stats', 5],
      ['/api/auth/me', 5],
    ] as const) {
      expect(await steadyQueries(owner, path), path).toBeLessThanOrEqual(max);
    }
  });
});
