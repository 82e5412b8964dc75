import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createTestDatabase, type TestDatabase } from './test-database';

const cmsDir = path.resolve(import.meta.dirname, '..', '..');
const strapiBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@strapi/strapi/package.json')),
  'bin',
  'strapi.js',
);

/** The app's own start file (cms/server.mjs); `strapi start` for an app that has none (an earlier release). */
function startCommand(appDir: string): string[] {
  const entry = path.join(appDir, 'server.mjs');
  return fs.existsSync(entry) ? [entry] : [strapiBin, 'start'];
}

export const OWNER = { username: 'owner', password: 'Owner-Test-Pass-123' };
/** The fixed secrets every test cms starts with (never used outside tests). */
export const TEST_SECRETS = {
  APP_KEYS: 'testKeyAAAAAAAAAAAAAAAA,testKeyBBBBBBBBBBBBBBBB',
  ADMIN_JWT_SECRET: 'test-admin-jwt-0123456789',
  API_TOKEN_SALT: 'test-api-token-0123456789',
  TRANSFER_TOKEN_SALT: 'test-transfer-0123456789',
  ENCRYPTION_KEY: 'test-encryption-0123456789',
  JWT_SECRET: 'test-jwt-secret-0123456789',
};
export const ADMIN_PANEL = { email: 'admin@test.local', password: 'Admin-Test-Pass-123' };

export interface CmsInstance {
  url: string;
  workDir: string;
  database: TestDatabase;
  logs: () => string;
  stop: () => Promise<void>;
  /** The cms process itself (signals, exit code). */
  child: ChildProcess;
}

/** Whether nothing listens on 127.0.0.1:port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

let nextPortOffset = 0;
const PORTS_PER_WORKER = 400;

/**
 * A port for a server a test starts later (a cms, nginx), from a block of this worker's own below the kernel's
 * ephemeral range (32768–60999). A port the kernel hands out for `listen(0)` is free again the moment it is closed, so
 * before a slow boot binds it (a develop-mode cms compiles for minutes) the kernel may hand it to another worker's
 * server or an outgoing connection: CI once saw the develop-mode test talk to another worker's production cms there.
 * Blocks: the SQLite, PostgreSQL and Node 24 passes apart, then one per vitest worker, from TEST_PORT_BASE (20000 by
 * default): two test runs at once on one machine (two checkouts) each give their own base.
 */
const PASSES = ['sqlite', 'postgres', 'node24'];
export async function freePort(): Promise<number> {
  const pass = Math.max(0, PASSES.indexOf(process.env.API_SUBSET ?? 'sqlite'));
  const worker = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % 8;
  const base = Number(process.env.TEST_PORT_BASE ?? 20_000) + (pass * 8 + worker) * PORTS_PER_WORKER;
  for (let tried = 0; tried < PORTS_PER_WORKER; tried += 1) {
    const port = base + (nextPortOffset++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${base}–${base + PORTS_PER_WORKER - 1}`);
}

// As long as a hook may take (vitest.api.config.ts): with several workers on two cores a boot can wait long for CPU.
async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`cms exited with ${child.exitCode} before it was ready:\n${logs()}`);
    try {
      const res = await fetch(`${url}/_health`);
      if (res.status === 204 || res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`cms not ready after ${timeoutMs} ms:\n${logs()}`);
}

/**
 * A booted-once cms (database and uploads) that later instances start from: a first start creates every table and
 * seeds the demo content, which takes most of a boot; starting from a copy skips it. The API suite's global setup
 * makes one and hands it to its workers in CMS_TEMPLATE.
 */
interface CmsTemplate {
  dbEnv: Record<string, string>;
  publicDir: string;
}

export async function createCmsTemplate(): Promise<{ env: string; drop: () => Promise<void> }> {
  const cms = await startCms({ fresh: true });
  await cms.stop();
  const template: CmsTemplate = { dbEnv: cms.database.env, publicDir: path.join(cms.workDir, 'public') };
  return {
    env: JSON.stringify(template),
    drop: async () => {
      await cms.database.drop();
      fs.rmSync(cms.workDir, { recursive: true, force: true });
    },
  };
}

/** The template's database and uploads copied into a work folder (see createCmsTemplate). */
async function copyTemplate(workDir: string, template: CmsTemplate): Promise<TestDatabase> {
  if (fs.existsSync(template.publicDir))
    fs.cpSync(template.publicDir, path.join(workDir, 'public'), { recursive: true });
  return createTestDatabase(workDir, template.dbEnv);
}

/**
 * What a first start with the harness's settings left behind (database and uploads), copied into a new work folder
 * and not started: a test of the first start reads it without booting one of its own. Needs the template the API
 * suite's global setup makes.
 */
export async function firstStartCopy(): Promise<{ workDir: string; database: TestDatabase }> {
  const template = process.env.CMS_TEMPLATE;
  if (!template) throw new Error('No CMS_TEMPLATE: run this through vitest.api.config.ts (its global setup makes it)');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  return { workDir, database: await copyTemplate(workDir, JSON.parse(template) as CmsTemplate) };
}

/** Settings a first start writes into the database: an instance started with its own value needs a fresh one. */
const SEEDED_ENV = /^(OWNER_|ADMIN_EMAIL$|ADMIN_PASSWORD$|SEED_|NODE_ENV$|DATABASE_)/;

function templateFor(options: StartOptions): CmsTemplate | undefined {
  const template = process.env.CMS_TEMPLATE;
  if (!template || options.fresh || options.database || options.appDir) return undefined;
  if (Object.keys(options.env ?? {}).some((key) => SEEDED_ENV.test(key))) return undefined;
  return JSON.parse(template) as CmsTemplate;
}

interface StartOptions {
  env?: Record<string, string>;
  workDir?: string;
  database?: TestDatabase;
  appDir?: string;
  /** A first start on an empty database even when a template is available (tests of the first start itself). */
  fresh?: boolean;
  /** Run as `npm run dev` does (`strapi develop`). */
  develop?: boolean;
}

/**
 * Starts the compiled cms (cms/dist) as a real server on a free port, with its own database
 * (a temp SQLite file, or a fresh PostgreSQL database when TEST_PG_URL is set) and upload folder.
 * `appDir` runs another copy of the app (see copyApp) instead of cms/ itself; `develop` runs it as
 * `npm run dev` does (`strapi develop`: compiles the sources, admin on Vite, restarts on schema changes;
 * needs a copy with sources, see copySourceApp).
 */
export async function startCms(options: StartOptions = {}): Promise<CmsInstance> {
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const template = templateFor(options);
  const database =
    options.database ?? (template ? await copyTemplate(workDir, template) : await createTestDatabase(workDir));
  const port = await freePort();
  // The API suite runs before the web build, so the cms serves a minimal copy of web/index.html.
  const webDist = path.join(workDir, 'web-dist');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>HMTI UIN Malang</title></head><body><div id="root"></div></body></html>',
  );
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: options.develop ? 'development' : 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    ...TEST_SECRETS,
    STRAPI_TELEMETRY_DISABLED: 'true',
    SERVE_ADMIN: 'false',
    PUBLIC_DIR: path.join(workDir, 'public'),
    WEB_DIST_DIR: webDist,
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    ADMIN_EMAIL: ADMIN_PANEL.email,
    ADMIN_PASSWORD: ADMIN_PANEL.password,
    TRUSTED_PROXIES: '127.0.0.1',
    // The suite signs in to /admin once and shares the token; it must outlast a slow run (30 min by default).
    ADMIN_ACCESS_TOKEN_SECONDS: String(6 * 60 * 60),
    CORS_ORIGINS: url,
    // The shared cms serves every API test file from 127.0.0.1 and a handful of made-up client IPs;
    // the security suites start their own instances with the real limits.
    API_RATE_LIMIT_MAX: '100000',
    STAFF_RATE_LIMIT_MAX: '100000',
    PAGE_RENDER_LIMIT_MAX: '100000',
    DDOS_MAX_CONCURRENT_PER_IP: '500',
    PORT_SCAN_MAX_PATHS: '100000',
    ...database.env,
    ...options.env,
  };
  let output = '';
  // develop runs the server in a child process of its own, so the whole process group is stopped.
  const child = spawn(
    process.execPath,
    options.develop ? [strapiBin, 'develop', '--no-install-deps'] : startCommand(options.appDir ?? cmsDir),
    {
      cwd: options.appDir ?? cmsDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.develop,
    },
  );
  const kill = (signal: NodeJS.Signals) => {
    if (options.develop && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  };
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const logs = () => output;
  try {
    // `strapi develop` compiles the TypeScript twice, generates types and starts the admin's Vite server before it
    // answers (84 s on a quiet 2-core machine); in CI, beside five servers and a browser, it once took over 300 s.
    await waitForHealth(url, child, logs, options.develop ? 600_000 : 180_000);
  } catch (error) {
    // A cms that never became healthy is nobody's to stop later: it would keep its port and CPU after the run.
    if (options.develop && child.pid) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    workDir,
    database,
    logs,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        // Ended already (by itself, or by a signal: then exitCode stays null): its 'exit' event has been sent.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        kill('SIGTERM');
      }),
  };
}

/**
 * A copy of the compiled app inside cms/.tmp (so it still finds cms/node_modules) whose schema files a
 * test may change as the Content-Type Builder does, without touching the source tree.
 */
export function copyApp(): string {
  const base = path.join(cmsDir, '.tmp');
  fs.mkdirSync(base, { recursive: true });
  const appDir = fs.mkdtempSync(path.join(base, 'app-copy-'));
  for (const entry of [
    'package.json',
    'server.mjs',
    'tsconfig.json',
    'favicon.png',
    'dist',
    'database',
    'seed-assets',
    'src/plugins',
  ])
    if (fs.existsSync(path.join(cmsDir, entry)))
      fs.cpSync(path.join(cmsDir, entry), path.join(appDir, entry), { recursive: true });
  return appDir;
}

/** A copy of the app's sources (as `strapi develop` and the Content-Type Builder work on them) inside cms/.tmp. */
export function copySourceApp(): string {
  const base = path.join(cmsDir, '.tmp');
  fs.mkdirSync(base, { recursive: true });
  const appDir = fs.mkdtempSync(path.join(base, 'dev-app-'));
  for (const entry of ['package.json', 'tsconfig.json', 'favicon.png', 'config', 'src', 'database', 'seed-assets'])
    if (fs.existsSync(path.join(cmsDir, entry)))
      fs.cpSync(path.join(cmsDir, entry), path.join(appDir, entry), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}__tests__`),
      });
  return appDir;
}
