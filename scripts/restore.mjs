// `npm run restore <archive> [--force]`: puts a backup from `npm run backup` back — the database and
// the uploads. Stop the cms first. Refuses to write into a database or uploads folder that already
// has data unless --force is given. Reads the same env as the app (.env, overridden by the environment).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from './lib/env-file.mjs';
import { dataLocation, existingTables, uploadFiles } from './lib/data-location.mjs';
import { runPgTool } from './lib/pg-tools.mjs';
import { schemaFields } from './lib/schema-fields.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const archiveArg = args.find((a) => !a.startsWith('--'));
if (!archiveArg) {
  console.error('usage: npm run restore -- <backup .tar.gz> [--force]');
  process.exit(2);
}
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), archiveArg);
const env = loadEnv();
const location = dataLocation(env);

/** Whether a cms answers on this configuration's port (replacing its data under it would lose writes). */
async function cmsIsRunning() {
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT || 1337}/_health`, { signal: AbortSignal.timeout(1500) });
    return res.status < 500;
  } catch {
    return false;
  }
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

  if (force && (await cmsIsRunning())) {
    throw new Error(`a cms is answering on port ${env.PORT || 1337}: stop it before replacing its data with --force`);
  }
  const tables = await existingTables(location);
  const files = uploadFiles(location.uploadsDir);
  if ((tables.length || files.length) && !force) {
    const target =
      location.client === 'sqlite' ? location.sqliteFile : location.postgresUrl.replace(/\/\/[^@/]*@/, '//');
    throw new Error(
      `refusing to overwrite existing data: the database (${target}) has ${tables.length} tables and ` +
        `${location.uploadsDir} has ${files.length} files. Restore into an empty database and uploads folder, or pass --force to replace them.`,
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
  console.log(
    `Restored ${location.client} database and ${uploadFiles(location.uploadsDir).length} upload files from ${archive} (made ${manifest.createdAt}).`,
  );
} catch (err) {
  console.error(`✖ Restore failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
