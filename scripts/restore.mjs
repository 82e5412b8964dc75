// `npm run restore <archive> [--force]`: puts a backup from `npm run backup` back — the database,
// the uploads folder and the upload bucket's objects. Stop the cms first. Refuses to write into a database,
// uploads folder or bucket that already has data unless --force is given. Reads the same env as the app (.env, overridden by the environment).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readArgs } from './lib/cli-args.mjs';
import { loadEnv } from './lib/env-file.mjs';
import { dataLocation, existingTables, replaceInTexts, uploadFiles } from './lib/data-location.mjs';
import { runPgTool } from './lib/pg-tools.mjs';
import { schemaFields } from './lib/schema-fields.mjs';
import { bucketFile, uploadBucket } from './lib/upload-bucket.mjs';

const restoreUsage = 'usage: npm run restore -- <backup .tar.gz> [--force]';
const { values, positionals } = readArgs('restore', restoreUsage, { force: { type: 'boolean', default: false } });
const force = values.force;
const [archiveArg] = positionals;
if (positionals.length !== 1) {
  console.error(restoreUsage);
  process.exit(2);
}
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), archiveArg);
const env = loadEnv();
const location = dataLocation(env);

/**
 * Why the data must not be replaced now, or null: a cms answers on this configuration's port, or (Linux) a process
 * holds the SQLite file open — a cms started on another port (`PORT=1530 npm start`) answers no probe of this one,
 * and a database replaced under it leaves it writing to the deleted file.
 */
async function dataInUse() {
  const port = env.PORT || 1337;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/_health`, { signal: AbortSignal.timeout(1500) });
    if (res.status < 500) return `a cms is answering on port ${port}`;
  } catch {
    // nothing answers there
  }
  const file = location.sqliteFile && fs.existsSync(location.sqliteFile) ? fs.realpathSync(location.sqliteFile) : null;
  if (!file || !fs.existsSync('/proc/self/fd')) return null;
  /** @param {string} target @returns {string[]} */
  const entries = (target) => {
    try {
      return fs.readdirSync(target);
    } catch {
      return []; // gone, or another user's
    }
  };
  /** @param {string} link */
  const pointsAt = (link) => {
    try {
      return fs.readlinkSync(link);
    } catch {
      return '';
    }
  };
  for (const pid of entries('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    const held = entries(`/proc/${pid}/fd`).some((fd) =>
      [file, `${file}-wal`].includes(pointsAt(`/proc/${pid}/fd/${fd}`)),
    );
    if (held) return `process ${pid} has ${location.sqliteFile} open (a running cms?)`;
  }
  return null;
}
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'hmti-restore-'));

try {
  if (!fs.existsSync(archive)) throw new Error(`no such file: ${archive}`);
  execFileSync('tar', ['-xzf', archive, '-C', staging]);
  const manifestFile = path.join(staging, 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${archive} is not a backup made by npm run backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== 1) throw new Error(`unsupported backup format ${manifest.format}`);
  // A newer release's archive: fields this code does not know would be dropped by the schema sync at the next start.
  const known = new Set(schemaFields());
  const unknown = (manifest.schemaFields ?? []).filter((/** @type {string} */ f) => !known.has(f));
  if (unknown.length)
    throw new Error(
      `the backup comes from a newer data model (fields this version does not know: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}); restore it with the release that made it`,
    );
  if (manifest.client !== location.client) {
    throw new Error(
      `the backup holds a ${manifest.client} database but DATABASE_CLIENT is ${location.client}; restore into the same kind of database`,
    );
  }

  /** @type {Array<{ key: string, contentType: string }>} */
  const bucketObjects = manifest.bucketObjects ?? [];
  const bucket = uploadBucket(env);
  if (bucketObjects.length && !bucket)
    throw new Error(
      `the backup holds ${bucketObjects.length} objects of an upload bucket but UPLOAD_PROVIDER is not s3: configure the bucket (S3_*) to restore into`,
    );
  const staleObjects = bucket ? await bucket.list() : [];

  const inUse = force ? await dataInUse() : null;
  if (inUse) throw new Error(`${inUse}: stop it before replacing its data with --force`);
  const tables = await existingTables(location);
  const files = uploadFiles(location.uploadsDir);
  if ((tables.length || files.length || staleObjects.length) && !force) {
    const target =
      location.client === 'sqlite' ? location.sqliteFile : location.postgresUrl.replace(/\/\/[^@/]*@/, '//');
    throw new Error(
      `refusing to overwrite existing data: the database (${target}) has ${tables.length} tables, ` +
        `${location.uploadsDir} has ${files.length} files` +
        (bucket ? ` and bucket ${bucket.name} has ${staleObjects.length} objects` : '') +
        '. Restore into an empty database, uploads folder and bucket, or pass --force to replace them.',
    );
  }

  const dump = path.join(staging, manifest.database);
  if (location.client === 'sqlite') {
    fs.mkdirSync(path.dirname(location.sqliteFile), { recursive: true });
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(`${location.sqliteFile}${suffix}`, { force: true });
    fs.copyFileSync(dump, location.sqliteFile);
  } else {
    const clean = force && tables.length ? ['--clean', '--if-exists'] : [];
    await runPgTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, dump],
      location.postgresUrl,
    );
  }

  if (force) for (const file of files) fs.rmSync(path.join(location.uploadsDir, file), { force: true });
  fs.mkdirSync(location.uploadsDir, { recursive: true });
  fs.cpSync(path.join(staging, 'uploads'), location.uploadsDir, { recursive: true });
  if (bucket) {
    const kept = new Set(bucketObjects.map((o) => o.key));
    for (const key of staleObjects) if (!kept.has(key)) await bucket.remove(key);
    for (const { key, contentType } of bucketObjects) {
      const file = bucketFile(path.join(staging, 'bucket'), key);
      if (!file) throw new Error(`the backup names a bucket object outside its folder: ${JSON.stringify(key)}`);
      await bucket.upload(key, file, contentType);
    }
  }
  // Objects restored into another bucket (or behind another S3_PUBLIC_URL) are linked from there now.
  const movedFrom = bucket && manifest.bucketPublicUrl !== bucket.publicUrl ? manifest.bucketPublicUrl : undefined;
  if (bucket && movedFrom) {
    const moved = await replaceInTexts(location, `${movedFrom}/`, `${bucket.publicUrl}/`);
    console.log(`Links to ${movedFrom}/… now point to ${bucket.publicUrl}/… (${moved} values).`);
  }
  console.log(
    `Restored ${location.client} database, ${uploadFiles(location.uploadsDir).length} upload files` +
      (bucket ? ` and ${bucketObjects.length} objects of bucket ${bucket.name}` : '') +
      ` from ${archive} (made ${manifest.createdAt}).`,
  );
} catch (err) {
  console.error(`✖ Restore failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
