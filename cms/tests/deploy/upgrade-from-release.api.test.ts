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

// A library item's files moved from four parallel JSON columns into the library.media component;
// they are compared through the API below instead of column by column.
const MOVED_COLUMNS: Record<string, string[]> = {
  library_items: ['images', 'image_sources', 'gdrive_file_ids', 'media_kinds'],
};

// The permission catalogue was a table copied from the contract at start; it is the contract's alone now (a table
// another door could change was no catalogue the code obeyed), and Strapi's schema sync drops the table.
const DROPPED_TABLES = ['app_permissions'];

const COVERED_OVER_LINK = 'Sampul di Atas Tautan';
const COVER_URL = '/uploads/sampul_admin_fixture.png';

/**
 * The value a migration of this release gives a column on purpose, or undefined where the old value must stay:
 * the division head gains `articles.publish` (database/migrations/2026.11.29T00.00.00.division-head-publishes.js);
 * an article whose cover was chosen in /admin over a Drive link has that cover as its one picture
 * (database/migrations/2026.11.30T00.00.00.article-picture-is-cover.js).
 */
function migratedValue(table: string, row: Record<string, unknown>, column: string): { value: unknown } | undefined {
  if (table === 'app_roles' && column === 'permissions' && row.name === 'division_head') {
    const permissions = parseJson(row.permissions) as string[];
    return { value: [...new Set([...permissions, 'articles.publish'])].sort() };
  }
  const picture: Record<string, unknown> = { image: COVER_URL, image_source: 'local', gdrive_file_id: null };
  if (table === 'articles' && row.title === COVERED_OVER_LINK && column in picture) return { value: picture[column] };
  return undefined;
}

/** A column's value as compared: permission lists in any order. */
const comparable = (table: string, column: string, value: unknown) =>
  table === 'app_roles' && column === 'permissions' ? [...(parseJson(value) as string[])].sort() : value;

/**
 * An article written in the dashboard with a Drive link whose cover was then chosen in /admin's Media Library, as
 * the old release stored it: the link beside the cover (visitors saw the cover, the dashboard the link).
 */
function addCoverOverDriveLink(file: string) {
  const db = new Database(file);
  try {
    const now = Date.now();
    const article = db
      .prepare(
        `INSERT INTO articles (document_id, title, slug, excerpt, content, image, image_source, gdrive_file_id, tags,
           published, author, tag_index, created_at, updated_at, published_at)
         VALUES ('coveroverlinkarticle000001', ?, 'sampul-di-atas-tautan', 'Ringkas', '<p>Isi</p>',
           'https://drive.example/img/d/pubCoverOld=s2000', 'gdrive', 'pubCoverOld', '["Fixture"]', 1, 'Owner',
           '|fixture|', ?, ?, ?)`,
      )
      .run(COVERED_OVER_LINK, now, now, now);
    const picture = db
      .prepare(
        `INSERT INTO files (document_id, name, width, height, hash, ext, mime, size, url, provider, folder_path,
           created_at, updated_at, published_at)
         VALUES ('coveroverlinkfile000000001', 'sampul.png', 24, 24, 'sampul_admin_fixture', '.png', 'image/png', 0.1,
           ?, 'local', '/', ?, ?, ?)`,
      )
      .run(COVER_URL, now, now, now);
    db.prepare(
      `INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order")
       VALUES (?, ?, 'api::articles.article', 'cover', 1)`,
    ).run(picture.lastInsertRowid, article.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** An old-schema item with a Drive picture, an uploaded video and a Drive folder file, written as the old release did. */
function addMixedLibraryItem(file: string) {
  const db = new Database(file);
  try {
    const now = Date.now();
    db.prepare(
      `INSERT INTO library_items (document_id, title, description, full_description, type, images, image_sources,
         gdrive_file_ids, media_kinds, event_date, published, created_at, updated_at, published_at)
       VALUES ('mixedlibraryitem0000000001', 'Album Campuran', 'Drive dan unggahan', '', 'photo', ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    ).run(
      JSON.stringify([
        'https://drive.example/img/d/pubMixA=s2000',
        '/uploads/demo/library-1.webp',
        'https://drive.example/file/d/pubMixB/preview',
      ]),
      JSON.stringify(['gdrive', 'local', 'gdrive']),
      JSON.stringify(['pubMixA', null, 'pubMixB']),
      JSON.stringify(['image', 'video', 'video']),
      now,
      now,
      now,
      now,
    );
  } finally {
    db.close();
  }
}

/** A position of a period deleted before a period's positions went with it: the release kept it. */
const ORPHAN_POSITION = 'Jabatan Periode Terhapus';
function addOrphanPosition(file: string) {
  const db = new Database(file);
  try {
    const now = Date.now();
    db.prepare(
      `INSERT INTO org_positions (document_id, period, name, "order", created_at, updated_at, published_at)
       VALUES ('orphanposition000000000001', '2019-2020', ?, 1, ?, ?, ?)`,
    ).run(ORPHAN_POSITION, now, now, now);
  } finally {
    db.close();
  }
}

/**
 * A row a migration of this release removes on purpose: a position whose period does not exist
 * (database/migrations/2026.12.03T00.00.00.positions-of-no-period.js).
 */
const removedOnPurpose = (table: string, row: Record<string, unknown>) =>
  table === 'org_positions' && row.name === ORPHAN_POSITION;

const parseJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

describe('upgrade from the previous release keeps every record', () => {
  let cms: CmsInstance | undefined;
  afterAll(async () => cms?.stop());

  it('boots the current cms on the old database: all rows kept, sign-in, lists and edits work', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upgrade-'));
    const file = path.join(workDir, 'release.db');
    fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(FIXTURE)));
    addMixedLibraryItem(file);
    addCoverOverDriveLink(file);
    addOrphanPosition(file);
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
        if (!DROPPED_TABLES.includes(table)) missing.push(`table ${table}`);
        continue;
      }
      const now = new Map(after[table].map((r) => [rowKey(r), r]));
      for (const row of rows) {
        const current = now.get(rowKey(row));
        if (removedOnPurpose(table, row)) {
          if (current) missing.push(`${table} ${rowKey(row)} was to be removed`);
        } else if (!current) missing.push(`${table} ${rowKey(row)}`);
        else
          for (const [column, value] of Object.entries(row)) {
            const migrated = migratedValue(table, row, column);
            if (migrated !== undefined) {
              const now = comparable(table, column, current[column]);
              if (JSON.stringify(now) !== JSON.stringify(migrated.value))
                missing.push(
                  `${table} ${rowKey(row)} ${column}: ${JSON.stringify(now)}, not ${JSON.stringify(migrated.value)}`,
                );
            } else if (current[column] !== value && !MOVED_COLUMNS[table]?.includes(column))
              missing.push(`${table} ${rowKey(row)} ${column}: ${String(value)} → ${String(current[column])}`);
          }
      }
    }
    expect(missing).toEqual([]);
    expect(DROPPED_TABLES.filter((table) => after[table])).toEqual([]);

    const owner = Client.withIp(cms.url, '10.89.0.1');
    expect((await owner.post('/api/auth/login', FIXTURE_OWNER)).status).toBe(200);
    const listed = await owner.get('/api/articles/manage');
    expect(listed.status).toBe(200);
    const list = Array.isArray(listed.json) ? listed.json : listed.json.data;
    expect(list.length).toBe(before.articles.length);
    // Every article keeps its slug and the picture visitors saw: the dashboard now shows the same one.
    for (const old of before.articles) {
      const listed = list.find((a: { id: number }) => a.id === old.id);
      const picture = old.title === COVERED_OVER_LINK ? COVER_URL : old.image;
      expect(listed, `article ${String(old.id)}`).toMatchObject({ slug: old.slug, image: picture });
      if (old.published)
        expect(
          (await owner.get(`/api/articles/slug/${String(old.slug)}`)).json,
          `article ${String(old.id)}`,
        ).toMatchObject({ id: old.id, image: picture });
    }
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

    // Every library item kept its files, in order, with their kinds and Drive ids.
    const library = await owner.get('/api/library/manage');
    expect(library.status).toBe(200);
    const managed = new Map(
      (library.json as Array<{ id: number; images: string[]; mediaKinds: string[]; gdriveFileIds: string[] }>).map(
        (item) => [item.id, item],
      ),
    );
    expect(managed.size).toBe(before.library_items.length);
    for (const old of before.library_items) {
      const images: string[] = parseJson(old.images) ?? [];
      const ids: Array<string | null> = parseJson(old.gdrive_file_ids) ?? [];
      const kinds: string[] = parseJson(old.media_kinds) ?? [];
      expect(managed.get(Number(old.id)), `library item ${String(old.id)}`).toMatchObject({
        images,
        gdriveFileIds: images.map((_, i) => ids[i] ?? ''),
        mediaKinds: images.map((_, i) => kinds[i]),
      });
    }
    const mixed = (library.json as Array<{ title: string; id: number }>).find((i) => i.title === 'Album Campuran');
    expect(mixed).toBeDefined();
    // An edit that keeps only the uploaded file (the dashboard sends it as keepMedia) keeps exactly that file.
    const edit = new FormData();
    edit.append('title', 'Album Campuran Diubah');
    edit.append('description', 'Drive dan unggahan');
    edit.append('keepMedia[0]', '/uploads/demo/library-1.webp');
    const kept = await owner.put(`/api/library/${mixed?.id}`, edit);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json).toMatchObject({ title: 'Album Campuran Diubah', images: ['/uploads/demo/library-1.webp'] });

    const members = await owner.get('/api/organization/members?period=2025-2026');
    expect(members.json.some((m: { name: string }) => m.name === 'Anggota Fixture')).toBe(true);
    expect((await owner.get('/api/settings')).json.contactEmail).toBe('fixture@himatif.example');
  }, 180_000);
});
