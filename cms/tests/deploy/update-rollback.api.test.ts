import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStartCopy, TEST_SECRETS } from '../harness/cms-process';
import type { TestDatabase } from '../harness/test-database';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const Database = createRequire(import.meta.url)('better-sqlite3');

/**
 * The site's port: free now, and from a range of this file's own (10000–19999, below freePort()'s blocks). The site is
 * stopped and started again several times here, and while it is down another run's freePort() on the same machine
 * could take a port of those blocks (seen: a restore refused because "a cms is answering" on it).
 */
async function sitePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * A clone of this repository at HEAD, ready to start without installing or building: the installed packages linked,
 * the compiled contract and cms server code copied (newer than the cloned sources, so nothing counts as stale), a
 * stand-in built web app, and this work tree's scripts (in CI the same as HEAD's). No remote: nothing to fetch.
 */
function cloneRepo(): string {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'update-clone-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', repo, clone]);
  git('remote', 'remove', 'origin');
  git('checkout', '--quiet', '-B', 'site', execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo }).toString().trim());
  fs.cpSync(path.join(repo, 'scripts'), path.join(clone, 'scripts'), { recursive: true });
  commit(clone, 'the scripts of the work tree under test', { allowEmpty: true });
  for (const linked of ['node_modules', 'cms/node_modules', 'web/node_modules'])
    if (fs.existsSync(path.join(repo, linked))) fs.symlinkSync(path.join(repo, linked), path.join(clone, linked));
  fs.cpSync(path.join(repo, 'packages/contract/dist'), path.join(clone, 'packages/contract/dist'), { recursive: true });
  fs.cpSync(path.join(repo, 'cms/dist'), path.join(clone, 'cms/dist'), {
    recursive: true,
    filter: (source) => source !== path.join(repo, 'cms/dist/build'),
  });
  const webDist = path.join(clone, 'web', 'dist');
  fs.mkdirSync(path.join(webDist, '.vite', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '.vite', 'ssr', 'entry-server.cjs'), '');
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="id"><body></body></html>');
  fs.writeFileSync(path.join(clone, '.env'), '');
  return clone;
}

function commit(clone: string, message: string, { allowEmpty = false } = {}): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();
  git('add', '--all', 'scripts', 'cms/database');
  git(
    '-c',
    'user.name=Update Test',
    '-c',
    'user.email=update@test.local',
    'commit',
    '--quiet',
    '--no-verify',
    ...(allowEmpty ? ['--allow-empty'] : []),
    '-m',
    message,
  );
  return git('rev-parse', 'HEAD');
}

/** A release that adds migrations (plain .js files in cms/database/migrations, run at start before the schema sync). */
function release(clone: string, name: string, migrations: Record<string, string>): string {
  for (const [file, body] of Object.entries(migrations))
    fs.writeFileSync(
      path.join(clone, 'cms/database/migrations', file),
      `module.exports = { async up(knex) { ${body} } };\n`,
    );
  return commit(clone, name);
}

describe('npm run update (scripts/update.mjs): backup, check out, build, start; rollback of code and database', () => {
  let clone: string;
  let good: string;
  let broken: string;
  let site: { workDir: string; database: TestDatabase };
  let url: string;
  let env: Record<string, string>;
  const pidFile = path.join(os.tmpdir(), `update-test-site-${process.pid}.pid`);
  // How a process manager would start and stop the site (`systemctl start hmti` / `systemctl stop hmti`).
  const startCommand = `node scripts/start.mjs >> site.log 2>&1 < /dev/null & echo $! > ${pidFile}`;
  const stopCommand = `kill $(cat ${pidFile})`;

  const sql = <T>(query: string, ...params: unknown[]): T[] => {
    const db = new Database(site.database.env.DATABASE_FILENAME, { readonly: true });
    try {
      return db.prepare(query).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  const ready = () =>
    fetch(`${url}/_ready`).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => null,
    );

  /** Runs the command as `npm run update` does; its output also goes to update-<n>.log in the clone (kept on a timeout). */
  let runs = 0;
  async function update(...args: string[]) {
    const log = path.join(clone, `update-${(runs += 1)}.log`);
    const fd = fs.openSync(log, 'w');
    const child = spawn(process.execPath, [path.join(clone, 'scripts', 'update.mjs'), ...args], {
      cwd: clone,
      env,
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, output: fs.readFileSync(log, 'utf8') };
  }

  beforeAll(async () => {
    clone = cloneRepo();
    execFileSync('git', ['checkout', '--quiet', '-b', 'releases'], { cwd: clone });
    good = release(clone, 'a release that works', {
      '2099.01.01T00.00.00.update-test-good.js':
        "await knex.schema.createTable('update_probe', (t) => { t.string('release'); }); await knex('update_probe').insert({ release: 'good' });",
    });
    // Its first migration writes (and is committed in its own transaction); its second fails, so the cms never starts.
    broken = release(clone, 'a release whose cms cannot start', {
      '2099.01.02T00.00.00.update-test-writes.js':
        "await knex('update_probe').insert({ release: 'broken' }); await knex('strapi_core_store_settings').where({ key: 'update-test-marker' }).update({ value: 'changed by the broken release' });",
      '2099.01.03T00.00.00.update-test-fails.js': "throw new Error('this release cannot start');",
    });
    execFileSync('git', ['checkout', '--quiet', 'site'], { cwd: clone });
    site = await firstStartCopy();
    const db = new Database(site.database.env.DATABASE_FILENAME);
    db.prepare(
      "INSERT INTO strapi_core_store_settings (key, value, type) VALUES ('update-test-marker', 'before', 'string')",
    ).run();
    db.close();
    const port = await sitePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...TEST_SECRETS,
      STRAPI_TELEMETRY_DISABLED: 'true',
      SERVE_ADMIN: 'false',
      PUBLIC_DIR: path.join(site.workDir, 'public'),
      WEB_DIST_DIR: path.join(clone, 'web', 'dist'),
      BACKUP_DIR: path.join(site.workDir, 'backups'),
      SHUTDOWN_DRAIN_MS: '1000',
      DATABASE_URL: '',
      ...site.database.env,
    };
  });
  afterAll(async () => {
    if (fs.existsSync(pidFile)) {
      try {
        process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
      } catch {
        /* already stopped */
      }
      fs.rmSync(pidFile);
    }
    await site?.database.drop();
    for (const dir of [clone, site?.workDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('updates a running site to a release that works: stopped, backed up, on that release, ready', async () => {
    execFileSync('sh', ['-c', startCommand], { cwd: clone, env });
    await expect.poll(ready, { timeout: 180_000, interval: 250 }).toBe(200);
    // A work tree with local changes is refused before anything happens.
    const tracked = path.join(clone, 'README.md');
    fs.appendFileSync(tracked, 'local edit\n');
    const refused = await update(good, '--stop-command', stopCommand, '--start-command', startCommand);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/Refusing to update: the work tree has local changes[\s\S]*README\.md/);
    expect(await ready()).toBe(200);
    execFileSync('git', ['checkout', '--', 'README.md'], { cwd: clone });

    const started = Date.now();
    const result = await update(good, '--stop-command', stopCommand, '--start-command', startCommand);
    console.log(`update to a working release: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Backup written: .*hmti-backup-/);
    expect(result.output).toMatch(/package-lock.json unchanged/);
    expect(result.output).toMatch(/✔ Updated site at [0-9a-f]{12} → /);
    expect(head()).toBe(good);
    expect(await ready()).toBe(200);
    expect(sql('SELECT release FROM update_probe')).toEqual([{ release: 'good' }]);
    execFileSync('sh', ['-c', stopCommand], { cwd: clone, env });
    await expect.poll(ready, { timeout: 30_000, interval: 250 }).toBe(null);
  }, 420_000);

  it('rolls a release whose cms cannot start back: the previous commit, the database as before the update', async () => {
    const migrationsBefore = sql<{ name: string }>('SELECT name FROM strapi_migrations ORDER BY name');
    const started = Date.now();
    const result = await update(broken, '--timeout', '120');
    console.log(`update to a broken release and rollback: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(result.code, result.output).toBe(1);
    expect(head()).toBe(good);
    // The row written before the update is as it was; what the broken release's migration wrote is gone.
    expect(sql('SELECT value FROM strapi_core_store_settings WHERE key = ?', 'update-test-marker')).toEqual([
      { value: 'before' },
    ]);
    expect(sql('SELECT release FROM update_probe')).toEqual([{ release: 'good' }]);
    expect(sql('SELECT name FROM strapi_migrations ORDER BY name')).toEqual(migrationsBefore);
    expect(result.output).toMatch(/The update to .* failed: the cms exited/);
    expect(result.output).toMatch(/Restored sqlite database/);
    expect(result.output).toMatch(/rolled back: the site runs [0-9a-f]{12} again/);
    // The rollback started the previous release and saw it ready, then stopped it (no process manager given).
    expect(result.output.split('Restoring the backup')[1]).toMatch(
      /Waiting for .*\/_ready[\s\S]*Stopping the release this command started/,
    );
    expect(await ready()).toBe(null);
  }, 420_000);

  it('refuses a release older than the one it runs, before it stops or backs up anything', async () => {
    // After an update the work tree is on the release's commit; the local branch it left ('site') is behind it.
    expect(head()).toBe(good);
    const backups = fs.readdirSync(env.BACKUP_DIR);
    const result = await update('site');
    expect(result.code, result.output).toBe(1);
    expect(result.output).toMatch(
      /✖ site \([0-9a-f]{12}\) is older than the release this site runs \([0-9a-f]{12}\): an update only goes forward/,
    );
    expect(head()).toBe(good);
    expect(fs.readdirSync(env.BACKUP_DIR)).toEqual(backups);
  }, 120_000);
});
