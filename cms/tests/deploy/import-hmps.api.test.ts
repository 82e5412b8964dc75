import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_MAX } from '@hmti/contract';
import { firstStartCopy, OWNER, startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';
import type { TestDatabase } from '../harness/test-database';
import { startFakeDrive, type FakeDrive } from '../harness/fake-drive.mjs';
import { projectRootCopy, runOperatorScript, type ScriptRun } from '../harness/operator-script';

/**
 * `npm run import:hmps` (issue 31) as an operator runs it on the server: a fixture hmps database in both dump forms
 * (tests/fixtures/hmps/make-dump.mjs), imported once from each form into a fresh site, plus a dry run and a second
 * run on the first site. One set of runs shared by every check below.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
// Each run of the command boots the cms once; five boots on a busy machine.
const HOOK_TIME = 600_000;
/**
 * On PostgreSQL only the import that writes runs (its statements are the dialect's); the dry run, the refusal, the
 * second run and the mongodump form differ from it in reading the dump and in the command's flags, which do not
 * depend on the database, and each would cost one more boot of the cms.
 */
const onPostgres = !!process.env.TEST_PG_URL;
const sqliteOnly = it.skipIf(onPostgres);

type Run = ScriptRun;

/** The Drive files the fixture names (make-dump.mjs's DRIVE), as the local fake Drive answers them. */
const DRIVE = {
  /** An article's picture and a division's logo: shared with anyone with the link. */
  articleCover: 'pubArticleCover0123456789abcdef',
  libraryPhoto: 'privLibraryPhoto0123456789abcd',
  /** Drive never answers for it. */
  libraryVideo: 'downLibraryVideo0123456789abcd',
  memberPhoto: 'privMemberPhoto0123456789abcde',
};
/** Every run asks the local fake Drive (tests never reach the internet). */
let drive: FakeDrive;
const driveEnv = () => ({
  GDRIVE_BASE_URL: drive.url,
  GDRIVE_IMAGE_BASE_URL: `${drive.url}/img`,
  GDRIVE_TIMEOUT_MS: '1500',
});

const importHmps = (args: string[], env: Record<string, string>, workDir: string) =>
  runOperatorScript('import-hmps.mjs', args, { ...driveEnv(), ...env }, workDir);

/** What a site holds after an import, upload names without their random part (each run stores its own copy). */
async function snapshot(db: TestDatabase) {
  const rows = (sql: string) => db.query(sql);
  const strip = (value: unknown) => JSON.stringify(value).replace(/(hmps_[a-z0-9_-]+?)_[0-9a-f]{10}\./gi, '$1.');
  return strip({
    articles: await rows(
      'SELECT title, slug, excerpt, content, image, image_source, gdrive_file_id, tags, published, author, created_at, updated_at FROM articles ORDER BY slug',
    ),
    users: await rows(
      "SELECT u.username, u.email, u.name, u.division, u.password, r.name AS role FROM up_users u LEFT JOIN up_users_app_role_lnk l ON l.user_id = u.id LEFT JOIN app_roles r ON r.id = l.role_id WHERE u.username <> 'local_staff' ORDER BY u.username",
    ),
    roles: await rows('SELECT name, display_name, level, permissions FROM app_roles ORDER BY name'),
    divisions: await rows('SELECT name, display_name, color, logo, positions FROM org_divisions ORDER BY name'),
    members: await rows('SELECT name, position, period, image_url FROM org_members ORDER BY name'),
    periods: await rows('SELECT name FROM org_periods ORDER BY name'),
    positions: await rows('SELECT period, name, "order" FROM org_positions ORDER BY period, "order"'),
    library: await rows('SELECT title, description, type FROM library_items ORDER BY title'),
    media: await rows('SELECT url, type, source, drive_file_id FROM components_library_media ORDER BY url'),
    settings: await rows('SELECT site_name, about_us, logo_url, chairperson_photo FROM site_settings'),
    protections: await rows('SELECT all_enabled, ddos_protection_enabled FROM middleware_settings'),
    activities: await rows(
      "SELECT title, user_name, timestamp FROM activities WHERE CAST(metadata AS TEXT) LIKE '%importedFrom%' ORDER BY title",
    ),
  });
}

const tableLine = (output: string, collection: string) =>
  output.split('\n').find((line) => line.startsWith(`${collection} `)) ?? '';

let cms: CmsInstance;
let bsonSite: { workDir: string; database: TestDatabase };
/** The project root the mongodump form is imported from: a server where nothing has run yet (no .env). */
let freshRoot: string;
let fixture: { exportDir: string; dumpDir: string; uploadsDir: string; assetsDir: string };
const runs: Record<'dry' | 'first' | 'refused' | 'second' | 'bson', Run> = {} as never;
let countsBeforeDry: number[];
let countsAfterDry: number[];
let countsAfterFirst: number[];
let countsBeforeSecond: number[];
let countsAfterRefused: number[];
/** What the first run asked Drive. */
let firstRunAsked: string[];

/**
 * The 20 000 activity entries: a run long enough to show progress, and a report over the 64 KB a pipe takes
 * at once (2 856 entries with no action of this log are listed).
 */
const SIZE = ['--activities', '20000'];
/** Of them, imported: all but those 2 856 and the 2 older than the log keeps entries. */
const IMPORTED_ACTIVITIES = 17_142;

/** hmps's two folders of pictures, as the operator names them. */
const folders = () => ['--uploads', fixture.uploadsDir, '--assets', fixture.assetsDir];

const TABLES = ['articles', 'up_users', 'org_members', 'library_items', 'activities', 'files', 'hmps_sources'];
const counts = (db: TestDatabase) => Promise.all(TABLES.map((t) => db.count(t)));

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hmps-dump-'));
  fixture = JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'cms/tests/fixtures/hmps/make-dump.mjs'), out, ...SIZE], {
      encoding: 'utf8',
    }),
  );
  drive = await startFakeDrive();
  cms = await startCms();
  const env = cms.database.env;
  countsBeforeDry = await counts(cms.database);
  if (!onPostgres) runs.dry = await importHmps([fixture.exportDir, ...folders(), '--dry-run'], env, cms.workDir);
  countsAfterDry = await counts(cms.database);
  const askedBefore = drive.requests.length;
  runs.first = await importHmps([fixture.exportDir, ...folders()], env, cms.workDir);
  firstRunAsked = drive.requests.slice(askedBefore);
  countsAfterFirst = await counts(cms.database);
  if (onPostgres) return;
  // An account of the site's own: from now on the site has content that is neither demo nor from hmps.
  const owner = Client.withIp(cms.url, '198.18.3.9');
  expect((await owner.post('/api/auth/login', OWNER)).status).toBe(200);
  const password = 'Staff-Pass-123';
  const staff = { username: 'local_staff', email: 'local_staff@test.local', name: 'Local', role: 'chair' };
  expect((await owner.post('/api/users', { ...staff, password, confirmPassword: password })).status).toBe(201);
  countsBeforeSecond = await counts(cms.database);
  runs.refused = await importHmps([fixture.exportDir], env, cms.workDir);
  countsAfterRefused = await counts(cms.database);
  runs.second = await importHmps(
    [fixture.exportDir, `--uploads=${fixture.uploadsDir}`, `--assets=${fixture.assetsDir}`, '--merge'],
    env,
    cms.workDir,
  );
  // The mongodump form into another fresh site (a copy of the same first start, not started), run from a project
  // root where nothing has run yet: no .env, so no secrets.
  bsonSite = await firstStartCopy();
  freshRoot = projectRootCopy();
  runs.bson = await runOperatorScript(
    'import-hmps.mjs',
    [fixture.dumpDir, ...folders()],
    { ...driveEnv(), ...bsonSite.database.env },
    bsonSite.workDir,
    { projectRoot: freshRoot },
  );
}, HOOK_TIME);

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
  await bsonSite?.database.drop();
  await drive?.stop();
});

describe('npm run import:hmps', () => {
  it('imports a mongoexport dump', () => {
    expect(runs.first.code, runs.first.output).toBe(0);
    expect(runs.first.output).toContain('(read from mongoexport files)');
    expect(tableLine(runs.first.output, 'articles')).toMatch(/^articles\s+4\s+4\s+0\s+3$/);
    expect(tableLine(runs.first.output, 'beritas')).toMatch(/^beritas\s+1\s+1\s+0\s+1$/);
    // The whole report came through the pipe, down to its last line.
    expect(runs.first.output).toMatch(/\nimport:hmps: \d+ document\(s\) imported in [\d.]+ s\.\n/);
  });

  sqliteOnly('imports a mongoexport and a mongodump copy of the same database to the same site', async () => {
    for (const run of [runs.dry, runs.first, runs.second, runs.bson]) expect(run.code, run.output).toBe(0);
    expect(runs.first.output).toContain('(read from mongoexport files)');
    expect(runs.bson.output).toContain('(read from mongodump files)');
    expect(tableLine(runs.first.output, 'articles')).toMatch(/^articles\s+4\s+4\s+0\s+3$/);
    expect(tableLine(runs.first.output, 'beritas')).toMatch(/^beritas\s+1\s+1\s+0\s+1$/);
    expect(await snapshot(bsonSite.database)).toBe(await snapshot(cms.database));
  });

  sqliteOnly('runs where the site has never started: creates .env as npm start does, prints its report alone', () => {
    expect(runs.bson.code, runs.bson.output).toBe(0);
    const envFile = path.join(freshRoot, '.env');
    expect(fs.statSync(envFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(envFile, 'utf8')).toMatch(/^APP_KEYS=[\w-]+,[\w-]+/m);
    expect(runs.bson.output).toContain('Created .env with fresh random secrets (npm start uses the same file).');
    // The cms's start-up lines (its migrations, the schema sync) are not in the operator's report.
    expect(runs.bson.output).not.toMatch(/\binfo: |"level":"info"/);
  });

  sqliteOnly(
    'an option npm took for itself (no -- before it) stops the command: nothing is imported for real',
    async () => {
      const before = await counts(cms.database);
      // `npm run import:hmps <dump> --dry-run` hands the script no --dry-run, only npm_config_dry_run.
      const run = await importHmps(
        [fixture.exportDir],
        { ...cms.database.env, npm_config_dry_run: 'true' },
        cms.workDir,
      );
      expect([run.code, run.output]).toEqual([
        2,
        "✖ npm took --dry-run for itself and did not pass it on: put -- before the command's own arguments.\n" +
          'usage: npm run import:hmps -- <dump folder> [--uploads <dir>] [--assets <dir>] [--dry-run] [--merge]\n',
      ]);
      const misspelt = await importHmps([fixture.exportDir, '--dryrun'], cms.database.env, cms.workDir);
      expect([misspelt.code, misspelt.output.split('\n')[0]]).toEqual([2, '✖ import:hmps: unknown option --dryrun']);
      expect(await counts(cms.database)).toEqual(before);
    },
  );

  sqliteOnly('an hmps without periods leaves the site one period to add members to, and says so', async () => {
    const dump = fs.mkdtempSync(path.join(os.tmpdir(), 'hmps-no-period-'));
    fs.writeFileSync(path.join(dump, 'periods.json'), '[]');
    const site = await firstStartCopy();
    try {
      const run = await importHmps([dump], site.database.env, site.workDir);
      expect(run.code, run.output).toBe(0);
      const periods = await site.database.query<{ name: string }>('SELECT name FROM org_periods');
      expect(periods).toHaveLength(1);
      expect(periods[0].name).toMatch(/^\d{4}-\d{4}$/);
      expect(run.output).toContain(
        `[periods site] hmps has no period: ${periods[0].name} created, to add members and positions to`,
      );
    } finally {
      await site.database.drop();
    }
  });

  sqliteOnly(
    'an hmps article longer than any door takes is left out with a line saying why; the rest comes across',
    async () => {
      const dump = fs.mkdtempSync(path.join(os.tmpdir(), 'hmps-long-article-'));
      const article = (n: number, title: string, content: string) => ({
        _id: { $oid: n.toString(16).padStart(24, '0') },
        title,
        slug: title.toLowerCase().replace(/ /g, '-'),
        excerpt: 'Ringkasan.',
        content,
        image: '/uploads/articles/cover.webp',
        imageSource: 'local',
        tags: [],
        published: true,
      });
      fs.writeFileSync(
        path.join(dump, 'articles.json'),
        JSON.stringify([
          article(0x501, 'Artikel Terlalu Panjang', `<p>${'x'.repeat(ARTICLE_CONTENT_MAX)}</p>`),
          article(0x502, 'Artikel Biasa', '<p>Isi.</p>'),
        ]),
      );
      const site = await firstStartCopy();
      try {
        const run = await importHmps([dump], site.database.env, site.workDir);
        expect(run.code, run.output.slice(-500)).toBe(0);
        expect(run.output).toContain(
          `skipped: content of ${ARTICLE_CONTENT_MAX + 7} characters, over the ${ARTICLE_CONTENT_MAX} an article may have`,
        );
        const titles = await site.database.query<{ title: string }>(
          "SELECT title FROM articles WHERE title LIKE 'Artikel %' ORDER BY title",
        );
        expect(titles.map((row) => row.title)).toEqual(['Artikel Biasa']);
      } finally {
        await site.database.drop();
      }
    },
  );

  sqliteOnly('a run the database refuses late leaves neither rows nor copied pictures behind', async () => {
    const site = await firstStartCopy();
    try {
      const uploads = path.join(site.workDir, 'public', 'uploads');
      const filesBefore = fs.readdirSync(uploads).sort();
      const before = await counts(site.database);
      // The activity log comes last: by then the articles' pictures are in the upload store.
      await site.database.write(
        "CREATE TRIGGER refuse_late BEFORE INSERT ON activities BEGIN SELECT RAISE(ABORT, 'disk full'); END",
      );
      const run = await importHmps([fixture.exportDir, ...folders()], site.database.env, site.workDir);
      expect(run.code, run.output.slice(-300)).toBe(1);
      // The reason, then the start of the statement (not its 20 000 rows).
      expect(run.output.trimEnd().split('\n').at(-1)).toMatch(
        /^import:hmps failed, nothing was written: disk full \(insert into `activities` .{0,80}…\)$/,
      );
      expect(await counts(site.database)).toEqual(before);
      expect(fs.readdirSync(uploads).sort()).toEqual(filesBefore);
    } finally {
      await site.database.drop();
    }
  });

  sqliteOnly('a dry run reports what it would do and writes nothing', () => {
    expect(countsAfterDry).toEqual(countsBeforeDry);
    expect(runs.dry.output).toContain('dry run: nothing was written');
    for (const collection of ['users', 'articles', 'organizations', 'libraries', 'activities'])
      expect(tableLine(runs.dry.output, collection)).toBe(tableLine(runs.first.output, collection));
    expect(countsAfterFirst).not.toEqual(countsBeforeDry);
  });

  sqliteOnly('refuses a site with content of its own without --merge; a second run imports nothing twice', async () => {
    expect(runs.refused.code, runs.refused.output).toBe(1);
    expect(runs.refused.output).toContain(
      'this site already has content of its own (accounts: 1); run with --merge to add the hmps content to it',
    );
    expect(countsAfterRefused).toEqual(countsBeforeSecond);
    expect(await counts(cms.database)).toEqual(countsBeforeSecond);
    // Why the second run skips them is said once.
    expect(runs.second.output).toMatch(/\n\d+ document\(s\) skipped: an earlier run imported them/);
    expect(runs.first.output).not.toContain('an earlier run imported them');
    for (const collection of ['users', 'roles', 'articles', 'beritas', 'libraries', 'organizations', 'activities'])
      expect(tableLine(runs.second.output, collection)).toMatch(
        new RegExp(`^${collection}\\s+(\\d+)\\s+0\\s+\\1\\s+0$`),
      );
    expect(runs.second.output).toContain('0 document(s) imported');
  });

  it('lists each imported Drive picture that is private, asking Drive once per file; the rows are imported all the same', async () => {
    // What the operator reads, the dry run included: each use of a private file, what to do, and how many files Drive
    // did not answer for (never called private). The shared file (an article's picture, a division's logo) is not listed.
    const driveLines = (output: string) =>
      output.split('\n').filter((line) => /^(Private on Google Drive| {2}\[.*Drive file|\d+ Drive file)/.test(line));
    for (const run of onPostgres ? [runs.first] : [runs.dry, runs.first, runs.bson])
      expect(driveLines(run.output)).toEqual([
        'Private on Google Drive (2): imported as they are, but neither this site nor its visitors can open these ' +
          'files, so they will not show until each is shared on Drive as "Anyone with the link":',
        `  [organizations 000000000000000000000602] imageUrl: Drive file ${DRIVE.memberPhoto}`,
        `  [libraries 000000000000000000000501] images[1]: Drive file ${DRIVE.libraryPhoto}`,
        '1 Drive file(s) could not be checked (Drive did not answer): any of them that is private will not show ' +
          'until it is shared as "Anyone with the link".',
      ]);
    // One question per file, however many documents name it; only the files the dump names.
    expect(firstRunAsked.filter((r) => r.includes(DRIVE.articleCover))).toHaveLength(1);
    expect(Object.values(DRIVE).filter((id) => !firstRunAsked.some((r) => r.includes(id)))).toEqual([]);
    expect(firstRunAsked.filter((r) => !Object.values(DRIVE).some((id) => r.includes(id)))).toEqual([]);
    // An import never loses data: the private ones came across as hmps had them.
    const [member] = await cms.database.query<{ image_url: string }>(
      "SELECT image_url FROM org_members WHERE name = 'Sari Dewi'",
    );
    expect(member.image_url).toContain(DRIVE.memberPhoto);
    // A Drive picture is kept at the address Drive shows it from, as the dashboard and /admin store one: the
    // server-rendered page shows it without the browser's fallbacks (hmps held a share link here).
    const [division] = await cms.database.query<{ logo: string }>(
      "SELECT logo FROM org_divisions WHERE name = 'kominfo'",
    );
    expect(division.logo).toBe(`${drive.url}/img/d/${DRIVE.articleCover}=s2000`);
    expect(await cms.database.count('components_library_media', `drive_file_id = '${DRIVE.libraryPhoto}'`)).toBe(1);
  });

  it("takes hmps 2.11's shapes: attached_assets pictures, Drive share links, video items, roles as typed", async () => {
    // The picture of the article's body was in attached_assets/: copied and re-linked; a body of one picture is the
    // article's content (not replaced by its excerpt). Its Drive picture is stored where Drive shows it from.
    const [article] = await cms.database.query<{ content: string; image: string }>(
      "SELECT content, image FROM articles WHERE title = 'Foto Kegiatan dari Drive'",
    );
    expect(article.content).toMatch(/^<p><img src="\/uploads\/hmps_1700000000000_foto_[0-9a-f]{10}\.webp" \/><\/p>$/);
    expect((await fetch(`${cms.url}${/src="([^"]+)"/.exec(article.content)?.[1]}`)).status).toBe(200);
    expect(article.image).toBe(`${drive.url}/img/d/${DRIVE.articleCover}=s2000`);
    // Every file of a video item is a video (hmps played them so; its Drive links name no file type).
    expect(
      await cms.database.query(
        `SELECT type FROM components_library_media WHERE drive_file_id = '${DRIVE.libraryVideo}'`,
      ),
    ).toEqual([{ type: 'video' }]);
    // A library item hidden in hmps stays hidden, dated by its event.
    const [hidden] = await cms.database.query<{ published: unknown; event_date: unknown }>(
      "SELECT published, event_date FROM library_items WHERE title = 'Arsip Panitia'",
    );
    expect([Boolean(hidden.published), new Date(hidden.event_date as string).toISOString()]).toEqual([
      false,
      '2024-02-25T00:00:00.000Z',
    ]);
    // 'Humas Kampus' is the role humas_kampus, whichever spelling hmps used; a name no role may have is reported.
    expect(
      await cms.database.query("SELECT name, display_name FROM app_roles WHERE name LIKE 'humas%' ORDER BY name"),
    ).toEqual([
      { name: 'humas', display_name: 'Humas' },
      { name: 'humas_kampus', display_name: 'Humas Kampus (lama)' },
    ]);
    expect(runs.first.output).toContain('role "Humas & PR" has a name roles cannot have here (humas_&_pr)');
    expect(runs.first.output).toContain('role "Humas Kampus" is "humas_kampus" on this site');
    // Two hmps accounts whose usernames differ only in letter case stay two people.
    expect(runs.first.output).toContain(
      'username "Budi" differs from "budi" only in letter case, which sign-in does not tell apart: stored as "Budi_2"',
    );
    expect(
      await cms.database.query("SELECT username, name FROM up_users WHERE LOWER(username) LIKE 'budi%' ORDER BY id"),
    ).toEqual([
      { username: 'budi', name: 'Budi Santoso' },
      { username: 'Budi_2', name: 'Budi Kedua' },
    ]);
  });

  it('a position goes to the hmps division that lists it, whichever document comes first', async () => {
    // The site's Medinfo held "Ketua Divisi Medinfo"; in hmps, Kominfo (an earlier document) lists it and Medinfo no
    // longer does. One position belongs to one division: Kominfo's here, as in hmps, not in none.
    const positions = async (name: string) => {
      const [row] = await cms.database.query<{ positions: string | string[] }>(
        `SELECT positions FROM org_divisions WHERE name = '${name}'`,
      );
      return typeof row.positions === 'string' ? (JSON.parse(row.positions) as string[]) : row.positions;
    };
    expect(await positions('kominfo')).toEqual(['Ketua Kominfo', 'Ketua Divisi Medinfo']);
    expect(await positions('medinfo')).toEqual(['Anggota Divisi Medinfo']);
    expect(runs.first.output).not.toContain('left out: division');
  });

  it('a library item none of whose pictures can be kept is skipped with a line saying why; the rest is imported', async () => {
    expect(runs.first.code, runs.first.output).toBe(0);
    expect(tableLine(runs.first.output, 'libraries')).toMatch(/^libraries\s+4\s+3\s+1\s+\d+$/);
    expect(runs.first.output).toContain(
      '[libraries 000000000000000000000503] skipped: none of its pictures or videos can be shown here',
    );
    expect(await cms.database.count('library_items', "title = 'Album Rusak'")).toBe(0);
  });

  it('answers hmps article addresses (/artikel/<ObjectId>[/<slug>]) with a 301 to the article', async () => {
    const [article] = await cms.database.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM articles WHERE title = 'Workshop Keamanan Web'",
    );
    const [berita] = await cms.database.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM articles WHERE title = 'Berita Terbaru'",
    );
    const load = (p: string) =>
      fetch(`${cms.url}${p}`, {
        redirect: 'manual',
        headers: { Accept: 'text/html', 'X-Forwarded-For': '198.18.3.1' },
      });
    const byId = await load('/artikel/000000000000000000000201');
    expect(byId.status).toBe(301);
    expect(new URL(byId.headers.get('location') ?? '', cms.url).pathname).toBe(
      `/artikel/${article.id}/${article.slug}`,
    );
    const bySlug = await load('/artikel/000000000000000000ABC205/workshop-keamanan-web');
    expect(bySlug.status).toBe(301);
    expect(new URL(bySlug.headers.get('location') ?? '', cms.url).pathname).toBe(
      `/artikel/${berita.id}/${berita.slug}`,
    );
    // Not imported, and a draft: no page.
    expect((await load('/artikel/0123456789abcdef01234567')).status).toBe(404);
    expect((await load('/artikel/000000000000000000000204/draf')).status).toBe(404);
  });

  it('an imported account signs in with its hmps password, which is then stored as argon2id', async () => {
    const hash = async () =>
      (await cms.database.query<{ password: string }>("SELECT password FROM up_users WHERE username = 'budi'"))[0]
        .password;
    expect(await hash()).toMatch(/^\$2a\$10\$/);
    const client = Client.withIp(cms.url, '198.18.3.2');
    const login = await client.post('/api/auth/login', { username: 'budi', password: 'Budi-Old-Pass-1' });
    expect(login.status, login.text).toBe(200);
    expect(await hash()).toMatch(/^\$argon2id\$/);
    // The imported history is no news to anyone: the bell counts from past it.
    const [{ newest }] = await cms.database.query<{ newest: number }>(
      "SELECT MAX(id) AS newest FROM activities WHERE CAST(metadata AS TEXT) LIKE '%importedFrom%'",
    );
    const seen = await client.get('/api/dashboard/notifications/seen');
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.lastSeenId).toBeGreaterThanOrEqual(Number(newest));
    // The site's own owner account stays as it was (hmps's "owner" is linked to it, not imported over it).
    const owner = Client.withIp(cms.url, '198.18.3.3');
    expect((await owner.post('/api/auth/login', OWNER)).status).toBe(200);
    expect((await owner.get('/api/dashboard/notifications/seen')).json.lastSeenId).toBeGreaterThanOrEqual(
      Number(newest),
    );
  });

  it('reports every change and leaves out what must never come across', async () => {
    const out = runs.first.output;
    for (const line of [
      'demo content removed: 12 articles',
      'duplicate email shared@example.com (also "budi"): "sari" stored with sari.000103@hmps-import.invalid',
      'role "bendahara_umum" of "joko" is no role here: given "division_head"',
      'division "intelektual" of "sari" left empty: only a division head has a division here',
      'division head "joko" has division "hilang", which does not exist here: choose one in Users',
      'imageUrl: "//i.imgur.com/foto-luar.jpg" left out (a picture on another website, which the site cannot show)',
      'permission "gallery.manage" of role "chair" has no counterpart; left out',
      'level 1 of role "superuser" is not valid here',
      'role "chair" keeps dashboard.',
      // A link whose address is a script loses it; the other link keeps its own.
      'content: the HTML sanitiser changed it (removed <script>, onclick=, href= (1 of 2))',
      'aboutUs: the HTML sanitiser changed it (removed <script>, style=)',
      'image: picture file missing: /uploads/articles/gone.jpg',
      'title: cut from 265 to 200 characters',
      'slug "workshop-keamanan-web" stored as "workshop-keamanan-web-2"',
      '"quickLinks" is not a setting on this site',
      'older than the activity log keeps entries',
      'chats (1): visitors’ chats hold raw AI provider keys; never imported',
      'apikeyusages (1)',
      'sessions (1)',
      'eventyears (2): not a collection this site imports',
    ])
      expect(out).toContain(line);
    // A photo the page could not show (its Content-Security-Policy allows this site, the bucket and Drive) is not stored.
    expect(await cms.database.query("SELECT image_url FROM org_members WHERE name = 'Foto Luar'")).toEqual([
      { image_url: null },
    ]);
    // Only a division head leads a division: sari's ("humas") would hold up that division's renaming for nobody.
    expect(
      await cms.database.query("SELECT username, division FROM up_users WHERE username IN ('joko', 'sari') ORDER BY 1"),
    ).toEqual([
      { username: 'joko', division: '' },
      { username: 'sari', division: '' },
    ]);
    const [content] = await cms.database.query<{ content: string; image: string }>(
      "SELECT content, image FROM articles WHERE title = 'Workshop Keamanan Web'",
    );
    expect(content.content).not.toMatch(/<script|onclick/);
    expect(content.image).toMatch(/^\/uploads\/hmps_cover_[0-9a-f]{10}\.webp$/);
    expect(content.content).toMatch(/src="\/uploads\/hmps_inline_[0-9a-f]{10}\.webp"/);
    const picture = await fetch(`${cms.url}${content.image}`);
    expect(picture.status).toBe(200);
    expect(await cms.database.count('chats')).toBe(0);
    expect(await cms.database.count('activities', "CAST(metadata AS TEXT) LIKE '%importedFrom%'")).toBe(
      IMPORTED_ACTIVITIES,
    );
    expect(out).toContain('activities: 20000/20000');
  });
});
