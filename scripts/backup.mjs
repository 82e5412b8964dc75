// `npm run backup [-- --out <dir>] [--keep N]`: one timestamped .tar.gz with the database and the uploads (the local
// folder, and every object of the upload bucket when UPLOAD_PROVIDER=s3), readable by
// its owner only (0600, in a 0700 folder); --keep N then removes all but the newest N archives of that folder.
// SQLite is copied with SQLite's online backup API (consistent while the cms runs); PostgreSQL is
// dumped with pg_dump (custom format). Reads the same env as the app (.env, overridden by the environment).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readArgs } from './lib/cli-args.mjs';
import { loadEnv, root } from './lib/env-file.mjs';
import { cmsRequire, dataLocation, uploadFiles } from './lib/data-location.mjs';
import { runPgTool } from './lib/pg-tools.mjs';
import { schemaFields } from './lib/schema-fields.mjs';
import { bucketFile, uploadBucket } from './lib/upload-bucket.mjs';

export const BACKUP_FORMAT = 1;

const env = loadEnv();
const backupUsage = 'usage: npm run backup [-- --out <dir>] [--keep N]';
const { values, positionals } = readArgs('backup', backupUsage, {
  out: { type: 'string' },
  keep: { type: 'string' },
});
if (positionals.length) {
  console.error(`✖ backup: unexpected argument ${positionals[0]}\n${backupUsage}`);
  process.exit(2);
}
const outDir = path.resolve(root, values.out ?? (env.BACKUP_DIR || 'backups'));
const keepArg = values.keep === undefined ? null : Number(values.keep);
if (keepArg !== null && !(Number.isInteger(keepArg) && keepArg >= 1)) {
  console.error('--keep needs a whole number of archives to keep (at least 1)');
  process.exit(2);
}
// Archives hold password hashes and sessions: nothing this script writes is readable by other users.
process.umask(0o077);
const location = dataLocation(env);
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replace(/:/g, '-');
const archive = path.join(outDir, `hmti-backup-${stamp}.tar.gz`);
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'hmti-backup-'));

try {
  let databaseFile;
  if (location.client === 'sqlite') {
    if (!fs.existsSync(location.sqliteFile)) throw new Error(`no SQLite database at ${location.sqliteFile}`);
    databaseFile = 'database.sqlite';
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(location.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(staging, databaseFile));
    } finally {
      db.close();
    }
  } else {
    databaseFile = 'database.pgdump';
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, databaseFile)}`],
      location.postgresUrl,
    );
  }

  const uploads = uploadFiles(location.uploadsDir);
  const stagedUploads = path.join(staging, 'uploads');
  fs.mkdirSync(stagedUploads);
  for (const file of uploads) {
    fs.mkdirSync(path.dirname(path.join(stagedUploads, file)), { recursive: true });
    fs.copyFileSync(path.join(location.uploadsDir, file), path.join(stagedUploads, file));
  }
  // The bucket's objects under bucket/<key>, with the content type each is served with.
  const bucket = uploadBucket(env);
  const stagedBucket = path.join(staging, 'bucket');
  fs.mkdirSync(stagedBucket);
  /** @type {Array<{ key: string, contentType: string }>} */
  const bucketObjects = [];
  if (bucket) {
    for (const key of await bucket.list()) {
      const file = bucketFile(stagedBucket, key);
      if (!file) throw new Error(`bucket object ${JSON.stringify(key)} has a key that cannot be a file name`);
      bucketObjects.push({ key, contentType: await bucket.download(key, file) });
    }
  }
  const manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    client: location.client,
    database: databaseFile,
    uploads: uploads.length,
    bucketObjects,
    // Where those objects were linked from: a restore into another bucket moves the links in the database.
    ...(bucket ? { bucketPublicUrl: bucket.publicUrl } : {}),
    schemaFields: schemaFields(),
  };
  fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  execFileSync('tar', ['-czf', archive, '-C', staging, 'manifest.json', databaseFile, 'uploads', 'bucket']);
  fs.chmodSync(archive, 0o600);
  const mb = (fs.statSync(archive).size / 1024 / 1024).toFixed(2);
  console.log(
    `Backup written: ${archive} (${mb} MB; ${location.client} database, ${uploads.length} upload files${bucket ? `, ${bucketObjects.length} objects of bucket ${bucket.name}` : ''})`,
  );
  if (keepArg !== null) {
    // Names carry the UTC time, so name order is age order.
    const archives = fs
      .readdirSync(outDir)
      .filter((f) => /^hmti-backup-.+\.tar\.gz$/.test(f))
      .sort();
    for (const old of archives.slice(0, Math.max(0, archives.length - keepArg))) {
      fs.rmSync(path.join(outDir, old));
      console.log(`Removed old backup ${old} (--keep ${keepArg})`);
    }
  }
} catch (err) {
  console.error(`✖ Backup failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
