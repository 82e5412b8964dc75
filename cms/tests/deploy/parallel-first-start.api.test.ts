import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';
import { createTestDatabase, type TestDatabase } from '../harness/test-database';

// Two replicas started at the same moment on one empty PostgreSQL database (no SQLite: one file, one process).
const pgUrl = process.env.TEST_PG_URL;
if (!pgUrl) console.warn('parallel-first-start.api.test.ts skipped: set TEST_PG_URL (PostgreSQL)');

describe.skipIf(!pgUrl)('two instances starting at once on an empty PostgreSQL database', () => {
  let database: TestDatabase;
  let instances: CmsInstance[] = [];

  beforeAll(async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-parallel-'));
    database = await createTestDatabase(workDir);
    instances = await Promise.all([startCms({ workDir, database }), startCms({ workDir, database })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.drop();
  });

  it('take turns: one syncs and seeds, the other waits for it; no duplicate seed rows, both serve', async () => {
    const logs = instances.map((i) => i.logs());
    expect(logs.filter((l) => l.includes('Demo content seeded'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('Another instance is preparing the database'))).toHaveLength(1);

    expect(await database.count('up_users', `username = '${OWNER.username}'`)).toBe(1);
    expect(await database.count('app_roles', `name = 'owner'`)).toBe(1);
    const twice = await database.query(
      'SELECT title FROM articles GROUP BY title HAVING COUNT(DISTINCT document_id) > 1',
    );
    expect(twice).toEqual([]);
    expect(await database.count('site_settings')).toBeGreaterThan(0);
    expect(await database.count('(SELECT DISTINCT document_id FROM site_settings) AS d')).toBe(1);

    for (const [i, cms] of instances.entries()) {
      const owner = Client.withIp(cms.url, `10.93.0.${i + 1}`);
      expect((await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
        200,
      );
      expect((await owner.get('/api/articles')).status).toBe(200);
    }
  });
});
