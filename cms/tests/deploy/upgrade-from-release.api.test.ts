import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';
import { openTestDatabase } from '../harness/test-database';

// The database of the previous release (4cb6734) with the demo seed plus the records of
// tests/harness/extra-records.mjs; rebuild with tests/fixtures/make-release-fixture.mjs <commit>.
const FIXTURE = path.resolve(import.meta.dirname, '..', 'fixtures', 'release-4cb6734.db.gz');
const FIXTURE_OWNER = { username: 'owner', password: 'Owner-Test-Pass-123' };
const Database = createRequire(import.meta.url)('better-sqlite3');

/** Strapi's own bookkeeping and the admin panel's permission tables are rebuilt at boot by design. */
const isAppTable = (name: string) => !/^(strapi_|admin_|up_permissions|sqlite_)/.test(name) && name !== 'app_sessions';

function readTables(file: string): Record<string, Record<string, unknown>[]> {
  const db = new Database(file, { readonly: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r: { name: string }) => r.name)
      .filter(isAppTable);
    return Object.fromEntries(names.map((n: string) => [n, db.prepare(`SELECT * FROM "${n}"`).all()]));
  } finally {
    db.close();
  }
}

const rowKey = (row: Record<string, unknown>) => ('id' in row ? `id=${String(row.id)}` : JSON.stringify(row));

describe('upgrade from the previous release keeps every record', () => {
  let cms: CmsInstance | undefined;
  afterAll(async () => cms?.stop());

  it('boots the current cms on the old database: all rows kept, sign-in, lists and edits work', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upgrade-'));
    const file = path.join(workDir, 'release.db');
    fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(FIXTURE)));
    const before = readTables(file);
    expect(before.articles.some((a) => a.title === 'Artikel Fixture')).toBe(true);

    cms = await startCms({
      workDir,
      database: openTestDatabase({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file }),
      env: { OWNER_USERNAME: FIXTURE_OWNER.username, OWNER_PASSWORD: FIXTURE_OWNER.password },
    });

    const after = readTables(file);
    const missing: string[] = [];
    for (const [table, rows] of Object.entries(before)) {
      if (!after[table]) {
        missing.push(`table ${table}`);
        continue;
      }
      const now = new Map(after[table].map((r) => [rowKey(r), r]));
      for (const row of rows) {
        const current = now.get(rowKey(row));
        if (!current) missing.push(`${table} ${rowKey(row)}`);
        else
          for (const [column, value] of Object.entries(row))
            if (current[column] !== value)
              missing.push(`${table} ${rowKey(row)} ${column}: ${String(value)} → ${String(current[column])}`);
      }
    }
    expect(missing).toEqual([]);

    const owner = Client.withIp(cms.url, '10.89.0.1');
    expect((await owner.post('/api/auth/login', FIXTURE_OWNER)).status).toBe(200);
    const listed = await owner.get('/api/articles/manage');
    expect(listed.status).toBe(200);
    const list = Array.isArray(listed.json) ? listed.json : listed.json.data;
    expect(list.length).toBe(before.articles.length);
    const fixtureArticle = list.find((a: { title: string }) => a.title === 'Artikel Fixture');
    const form = new FormData();
    form.append('title', 'Artikel Fixture Diperbarui');
    form.append('excerpt', 'Ringkasan setelah pembaruan');
    form.append('content', '<p>Isi setelah pembaruan.</p>');
    form.append('published', 'true');
    form.append('tags', '["Fixture"]');
    const edited = await owner.put(`/api/articles/${fixtureArticle.id}`, form);
    expect(edited.status, edited.text).toBe(200);
    const detail = await owner.get(`/api/articles/manage/${fixtureArticle.id}`);
    expect(detail.json).toMatchObject({
      title: 'Artikel Fixture Diperbarui',
      content: '<p>Isi setelah pembaruan.</p>',
    });

    const members = await owner.get('/api/organization/members?period=2025-2026');
    expect(members.json.some((m: { name: string }) => m.name === 'Anggota Fixture')).toBe(true);
    expect((await owner.get('/api/settings')).json.contactEmail).toBe('fixture@himatif.example');
  }, 180_000);
});
