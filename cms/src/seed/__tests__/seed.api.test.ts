import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstStartCopy, OWNER, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import type { TestDatabase } from '../../../tests/harness/test-database';
import { Client } from '../../../tests/harness/http';
import { DEFAULT_ROLES } from '../default-roles';
import { DEFAULT_DIVISIONS } from '../default-divisions';
import { DEMO_ARTICLES, DEMO_LIBRARY, DEMO_PERIODS, demoMembers } from '../demo-content';

const TABLES = [
  'app_roles',
  'org_divisions',
  'site_settings',
  'middleware_settings',
  'up_users',
  'admin_users',
  'articles',
  'library_items',
  'org_periods',
  'org_positions',
  'org_members',
];

describe('first-start seeding', () => {
  let cms: CmsInstance | undefined;
  let copy: { workDir: string; database: TestDatabase } | undefined;
  afterAll(async () => {
    await cms?.stop();
    await copy?.database.drop();
    if (copy) fs.rmSync(copy.workDir, { recursive: true, force: true });
  });

  it('seeds once, and a second boot adds nothing, overwrites no edit and keeps the owner password', async () => {
    // The first start is the one the suite's global setup made (a fresh boot with the harness's settings): its
    // database and uploads are read from a copy, so this test boots only the second time.
    copy = await firstStartCopy();
    const { workDir, database } = copy;
    const db = database;
    const counts = async () =>
      Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await db.count(t)] as const)));
    const first = await counts();
    expect(first).toMatchObject({
      app_roles: DEFAULT_ROLES.length,
      org_divisions: DEFAULT_DIVISIONS.length,
      site_settings: 1,
      middleware_settings: 1,
      up_users: 1,
      admin_users: 1,
      org_periods: DEMO_PERIODS.length,
      articles: DEMO_ARTICLES.length,
      library_items: DEMO_LIBRARY.length,
      org_members: DEMO_PERIODS.reduce((n, _, p) => n + demoMembers(p).length, 0),
    });
    expect(fs.existsSync(path.join(workDir, 'public/uploads/demo/article-1.webp'))).toBe(true);
    const levels = await db.query<{ name: string; level: number }>('SELECT name, level FROM app_roles ORDER BY level');
    expect(levels.map((r) => [r.name, Number(r.level)])).toEqual([
      ['owner', 1],
      ['admin', 2],
      ['chair', 3],
      ['vice_chair', 4],
      ['bph', 5],
      ['division_head', 6],
    ]);

    // The owner password is stored as an argon2id hash (OWASP parameters), never in plain text.
    const [owner] = await db.query<{ password: string }>(`SELECT password FROM up_users WHERE username = 'owner'`);
    expect(owner.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // Edits made between the boots, then a restart with a different OWNER_PASSWORD in the env.
    const { default: Database } = await import('better-sqlite3').catch(() => ({ default: null as never }));
    const edit = async (sql: string) => {
      if (database.kind === 'sqlite') {
        const conn = new Database(database.env.DATABASE_FILENAME);
        conn.exec(sql);
        conn.close();
      } else {
        const { default: pg } = await import('pg');
        const c = new pg.Client({ connectionString: database.env.DATABASE_URL });
        await c.connect();
        await c.query(sql);
        await c.end();
      }
    };
    await edit(`UPDATE site_settings SET site_name = 'Nama Baru'`);
    await edit(`UPDATE app_roles SET display_name = 'Ketua Umum' WHERE name = 'chair'`);
    await edit(`DELETE FROM articles WHERE id = (SELECT MIN(id) FROM articles)`);

    if (database.kind === 'sqlite') fs.chmodSync(database.env.DATABASE_FILENAME, 0o644);
    cms = await startCms({ workDir, database, env: { OWNER_PASSWORD: 'A-Different-Password-9' } });
    // The SQLite file (password hashes, sessions) is its owner's alone once the cms runs, as the backups are.
    if (database.kind === 'sqlite') expect(fs.statSync(database.env.DATABASE_FILENAME).mode & 0o777).toBe(0o600);
    const second = await counts();
    expect(second).toEqual({ ...first, articles: first.articles - 1 });
    expect((await db.query<{ site_name: string }>('SELECT site_name FROM site_settings'))[0].site_name).toBe(
      'Nama Baru',
    );
    expect(
      (await db.query<{ display_name: string }>(`SELECT display_name FROM app_roles WHERE name = 'chair'`))[0]
        .display_name,
    ).toBe('Ketua Umum');
    const client = Client.withIp(cms.url, '192.0.2.1');
    expect((await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
      200,
    );
    expect(
      (await client.post('/api/auth/login', { username: OWNER.username, password: 'A-Different-Password-9' })).status,
    ).toBe(401);
    // One boot of an already seeded database.
  }, 60_000);
});
