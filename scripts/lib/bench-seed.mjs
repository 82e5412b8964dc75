// The large-seed databases of the server benchmarks (`bench:api`, `bench:ssr`): SQLite files built once per version
// of the seed and the schemas, kept in the system's temp folder and copied for each run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './env-file.mjs';
import { mustRun } from './run.mjs';
import { benchCmsEnv as sharedBenchCmsEnv } from './bench-cms.mjs';

const cmsDir = path.join(root, 'cms');
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

/** The seeded database with this many articles (and the large seed's other counts), built on first use. */
export async function seededDatabase(articles) {
  const fingerprint = crypto.createHash('sha1');
  fingerprint.update(BENCH_OWNER.password);
  for (const file of [path.join(cmsDir, 'src/seed/large-seed.ts'), ...schemaFiles()])
    fingerprint.update(fs.readFileSync(file));
  const file = path.join(benchDir, `seed-${articles}-${fingerprint.digest('hex').slice(0, 10)}.db`);
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
