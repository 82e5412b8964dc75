import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, TEST_SECRETS } from '../harness/cms-process';
import { createTestDatabase, type TestDatabase } from '../harness/test-database';
import { projectRootCopy } from '../harness/operator-script';

/**
 * A copy of the project root for `npm start`'s launcher (scripts/start.mjs) whose builds are all current, and a
 * stand-in built web app. The launcher then starts the cms straight away instead of building (the API suite runs
 * before the web app is built).
 */
function launcherRoot(): string {
  const root = projectRootCopy();
  fs.writeFileSync(path.join(root, '.env'), '');
  const webDist = path.join(root, 'web', 'dist');
  fs.mkdirSync(path.join(webDist, '.vite', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '.vite', 'ssr', 'entry-server.cjs'), '');
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>HMTI</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

/** Whether the process still runs (a zombie waiting to be reaped has stopped). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/** The launcher's direct children (the cms). */
const childrenOf = (pid: number): number[] =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe('npm start (scripts/start.mjs) and stop signals', () => {
  const databases: TestDatabase[] = [];
  const pids: number[] = [];
  afterAll(async () => {
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (const db of databases) await db.drop();
  });

  async function launch() {
    const root = launcherRoot();
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-cms-'));
    const template = process.env.CMS_TEMPLATE
      ? (JSON.parse(process.env.CMS_TEMPLATE) as { dbEnv: Record<string, string>; publicDir: string })
      : undefined;
    if (template) fs.cpSync(template.publicDir, path.join(workDir, 'public'), { recursive: true });
    const database = await createTestDatabase(workDir, template?.dbEnv);
    databases.push(database);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const launcher = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        ...TEST_SECRETS,
        STRAPI_TELEMETRY_DISABLED: 'true',
        SERVE_ADMIN: 'false',
        PUBLIC_DIR: path.join(workDir, 'public'),
        WEB_DIST_DIR: path.join(root, 'web', 'dist'),
        OWNER_USERNAME: 'owner',
        OWNER_PASSWORD: 'Owner-Test-Pass-123',
        ADMIN_EMAIL: 'admin@test.local',
        ADMIN_PASSWORD: 'Admin-Test-Pass-123',
        SHUTDOWN_DRAIN_MS: '2000',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pids.push(launcher.pid!);
    launcher.stdout.on('data', (d) => (output += d));
    launcher.stderr.on('data', (d) => (output += d));
    await expect
      .poll(
        async () => {
          if (launcher.exitCode !== null) throw new Error(`launcher exited early:\n${output}`);
          return (await fetch(`${url}/_health`).catch(() => null))?.status;
        },
        { timeout: 180_000, interval: 250 },
      )
      .toBe(204);
    const [cms] = childrenOf(launcher.pid!);
    expect(cms, output).toBeDefined();
    pids.push(cms);
    return { launcher, cms, url, logs: () => output };
  }

  it('passes SIGTERM on to the cms: both exit (0), nothing keeps serving', async () => {
    const { launcher, cms, url, logs } = await launch();
    launcher.kill('SIGTERM');
    const { code } = await exited(launcher);
    expect(code, logs()).toBe(0);
    await expect.poll(() => alive(cms), { timeout: 20_000, interval: 100 }).toBe(false);
    expect(
      await fetch(`${url}/_health`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  }, 240_000);

  it('stops the cms too when the launcher itself is killed outright (no orphaned Strapi)', async () => {
    const { launcher, cms, url } = await launch();
    launcher.kill('SIGKILL');
    await exited(launcher);
    await expect.poll(() => alive(cms), { timeout: 20_000, interval: 100 }).toBe(false);
    expect(
      await fetch(`${url}/_health`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  }, 240_000);
});
