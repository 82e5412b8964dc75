// The large-seed databases of the server benchmarks (`bench:api`, `bench:ssr`): SQLite files built once per version
// of the seed and the schemas, kept in the system's temp folder and copied for each run; for `bench:ssr`'s flood on
// PostgreSQL, a database of the same seed kept on the server and copied (`CREATE DATABASE … TEMPLATE`) for each run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { root } from './env-file.mjs';
import { mustRun } from './run.mjs';
import { benchCmsEnv as sharedBenchCmsEnv } from './bench-cms.mjs';

const cmsDir = path.join(root, 'cms');
const execFileAsync = promisify(execFile);
export const benchDir = path.join(os.tmpdir(), 'himatif-bench');
fs.mkdirSync(benchDir, { recursive: true });
export const benchPublicDir = path.join(benchDir, 'public');
// Fixed, so a benchmark can sign in to the seeded database.
export const BENCH_OWNER = { username: 'owner', password: 'Bench-Owner-Pass-123' };

/** What a cms on a bench database needs besides the database file and its port. */
export const benchCmsEnv = (dbFile, port) =>
  sharedBenchCmsEnv({ port, databaseFile: dbFile, publicDir: benchPublicDir, ownerPassword: BENCH_OWNER.password });

const schemaFiles = () =>
  fs
    .readdirSync(path.join(cmsDir, 'src/api'))
    .sort()
    .flatMap((api) => {
      const dir = path.join(cmsDir, 'src/api', api, 'content-types');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .sort()
            .map((ct) => path.join(dir, ct, 'schema.json'))
            .filter((f) => fs.existsSync(f))
        : [];
    });

/** Changes when the seed or a schema changes: a kept database of another version is not reused. */
function seedFingerprint() {
  const fingerprint = crypto.createHash('sha1');
  fingerprint.update(BENCH_OWNER.password);
  for (const file of [path.join(cmsDir, 'src/seed/large-seed.ts'), ...schemaFiles()])
    fingerprint.update(fs.readFileSync(file));
  return fingerprint.digest('hex').slice(0, 10);
}

/** The seeded database with this many articles (and the large seed's other counts), built on first use. */
export async function seededDatabase(articles) {
  const file = path.join(benchDir, `seed-${articles}-${seedFingerprint()}.db`);
  if (fs.existsSync(file)) return file;
  console.log(`Seeding a SQLite database with ${articles} articles (once; kept in ${benchDir})…`);
  const tmp = `${file}.tmp`;
  fs.rmSync(tmp, { force: true });
  await mustRun(process.execPath, ['scripts/seed-large.mjs', `--articles=${articles}`], {
    cwd: root,
    env: { ...process.env, ...benchCmsEnv(tmp, 1337), SEED_DEMO: 'false' },
  });
  fs.renameSync(tmp, file);
  return file;
}

/** `psql` against the server of `serverUrl` (any database of it), for one statement; what it printed. */
const psql = async (serverUrl, sql) =>
  (await execFileAsync('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql])).stdout;

/** A database URL on the server of `serverUrl` with another database name. */
export const databaseUrl = (serverUrl, name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;

/**
 * The same seed in a PostgreSQL database on the server of `serverUrl` (kept there, built on first use); resolves to
 * a fresh copy of it for one run and a function that drops the copy.
 * @param {number} articles @param {string} serverUrl
 */
export async function seededPostgresCopy(articles, serverUrl) {
  const seeded = `hmti_bench_${articles}_${seedFingerprint()}`;
  const exists = await psql(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${seeded}'`);
  if (!exists.trim()) {
    console.log(`Seeding a PostgreSQL database with ${articles} articles (once; kept as ${seeded})…`);
    const building = `${seeded}_tmp`;
    await psql(serverUrl, `DROP DATABASE IF EXISTS ${building}`);
    await psql(serverUrl, `CREATE DATABASE ${building}`);
    await mustRun(process.execPath, ['scripts/seed-large.mjs', `--articles=${articles}`], {
      cwd: root,
      env: {
        ...process.env,
        ...benchCmsEnv('', 1337),
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: databaseUrl(serverUrl, building),
        SEED_DEMO: 'false',
      },
    });
    // As autovacuum leaves a production database after a bulk load (it is off on some test machines): the planner's
    // statistics gathered and the trigram indexes' pending entries merged, without which a search reads every row.
    await psql(databaseUrl(serverUrl, building), 'VACUUM ANALYZE');
    await psql(serverUrl, `ALTER DATABASE ${building} RENAME TO ${seeded}`);
  }
  const copy = `hmti_bench_run_${process.pid}`;
  await psql(serverUrl, `DROP DATABASE IF EXISTS ${copy}`);
  await psql(serverUrl, `CREATE DATABASE ${copy} TEMPLATE ${seeded}`);
  return {
    url: databaseUrl(serverUrl, copy),
    drop: () => psql(serverUrl, `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`),
  };
}
