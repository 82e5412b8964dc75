// A cms for a benchmark: production mode on a fresh SQLite database in a temporary folder, a one-line index.html for
// the pages, random secrets, no demo content, and the per-IP limits raised so the load is not refused. Resolves when
// it answers; the returned function stops it and removes the folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './env-file.mjs';

const secret = () => crypto.randomBytes(24).toString('base64url');

/**
 * The environment every benchmark cms starts with: production mode on a SQLite file, random secrets, the given owner
 * password, no admin panel, no telemetry.
 * @param {{ port: number, databaseFile: string, publicDir: string, ownerPassword: string }} options
 */
export function benchCmsEnv({ port, databaseFile, publicDir, ownerPassword }) {
  const url = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    CORS_ORIGINS: url,
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    OWNER_PASSWORD: ownerPassword,
    ADMIN_PASSWORD: `Bench-${secret()}Aa1`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    SERVE_ADMIN: 'false',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: databaseFile,
    PUBLIC_DIR: publicDir,
    // Nothing leaves the machine: a closed local port, so a Drive check (the import's) answers 'unknown' at once.
    GDRIVE_BASE_URL: 'http://127.0.0.1:9',
    GDRIVE_IMAGE_BASE_URL: 'http://127.0.0.1:9',
  };
}

/** The per-IP limits raised so a load test is not answered with 429s. */
export const LOAD_LIMITS = {
  API_RATE_LIMIT_MAX: '100000000',
  PAGE_RENDER_LIMIT_MAX: '100000000',
  DDOS_MAX_CONCURRENT_PER_IP: '1000',
  DDOS_MAX_CONCURRENT_TOTAL: '1000',
};

/**
 * Resolves when the cms at `url` answers; throws with what it printed when it exits first or takes over 180 s.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
export async function cmsAnswering(url, child) {
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cms exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/settings`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 180_000) throw new Error('cms did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `webFiles`: more files for the web build folder (path inside it → content), e.g. a server entry so that pages are
 * rendered and kept. `nodeFlags`: more flags for the cms's node (after BENCH_NODE_FLAGS).
 * @param {{ port: number, name: string, env?: Record<string, string>, webFiles?: Record<string, string>, nodeFlags?: string[] }} options
 */
export async function startBenchCms({ port, name, env: extraEnv = {}, webFiles = {}, nodeFlags: moreFlags = [] }) {
  const url = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title><div id="root"></div>');
  for (const [file, content] of Object.entries(webFiles)) {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), content);
  }
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ...benchCmsEnv({
      port,
      databaseFile: path.join(dir, 'data.db'),
      publicDir: path.join(dir, 'public'),
      ownerPassword: `Bench-${secret()}`,
    }),
    SEED_DEMO: 'false',
    WEB_DIST_DIR: webDist,
    // Load arrives with addresses a trusted proxy reports; the benchmark's own requests must not be rate limited.
    TRUSTED_PROXIES: '127.0.0.1',
    ...LOAD_LIMITS,
    ...extraEnv,
  };
  const nodeFlags = [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...moreFlags];
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'cms/server.mjs')], {
    cwd: path.join(root, 'cms'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await cmsAnswering(url, child);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve(undefined);
      });
      child.kill('SIGTERM');
    });
  // The process id (a benchmark can read the CPU time the cms spent) and its database file.
  return Object.assign(stop, { pid: child.pid, databaseFile: env.DATABASE_FILENAME });
}
