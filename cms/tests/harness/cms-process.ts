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

export const OWNER = { username: 'owner', password: 'Owner-Test-Pass-123' };
export const ADMIN_PANEL = { email: 'admin@test.local', password: 'Admin-Test-Pass-123' };

export interface CmsInstance {
  url: string;
  workDir: string;
  database: TestDatabase;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 90_000) {
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
 * Starts the compiled cms (cms/dist) as a real server on a free port, with its own database
 * (a temp SQLite file, or a fresh PostgreSQL database when TEST_PG_URL is set) and upload folder.
 */
export async function startCms(
  options: { env?: Record<string, string>; workDir?: string; database?: TestDatabase } = {},
): Promise<CmsInstance> {
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const database = options.database ?? (await createTestDatabase(workDir));
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
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_KEYS: 'testKeyAAAAAAAAAAAAAAAA,testKeyBBBBBBBBBBBBBBBB',
    ADMIN_JWT_SECRET: 'test-admin-jwt-0123456789',
    API_TOKEN_SALT: 'test-api-token-0123456789',
    TRANSFER_TOKEN_SALT: 'test-transfer-0123456789',
    ENCRYPTION_KEY: 'test-encryption-0123456789',
    JWT_SECRET: 'test-jwt-secret-0123456789',
    STRAPI_TELEMETRY_DISABLED: 'true',
    SERVE_ADMIN: 'false',
    PUBLIC_DIR: path.join(workDir, 'public'),
    WEB_DIST_DIR: webDist,
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    ADMIN_EMAIL: ADMIN_PANEL.email,
    ADMIN_PASSWORD: ADMIN_PANEL.password,
    TRUSTED_PROXIES: '127.0.0.1',
    CORS_ORIGINS: url,
    // The shared cms serves every API test file from 127.0.0.1 and a handful of made-up client IPs;
    // the security suites start their own instances with the real limits.
    API_RATE_LIMIT_MAX: '100000',
    STAFF_RATE_LIMIT_MAX: '100000',
    DDOS_MAX_CONCURRENT_PER_IP: '500',
    PORT_SCAN_MAX_PATHS: '100000',
    ...database.env,
    ...options.env,
  };
  let output = '';
  const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const logs = () => output;
  await waitForHealth(url, child, logs);
  return {
    url,
    workDir,
    database,
    logs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
