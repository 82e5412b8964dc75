// The site as end-to-end tests see it: built web app + compiled cms on a throwaway SQLite database.
//   node scripts/e2e-server.mjs [--import-hmps <dump> [--uploads <dir>] [--assets <dir>] …]
// --import-hmps: before the site starts, `npm run import:hmps` (the operator's command, with the arguments that
// follow) imports an hmps database into its fresh database (e2e/hmps-import.spec.ts starts such a site of its own).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { adminIsStale, compileCmsServerIfStale, contractIsStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { startFakeDrive } from '../cms/tests/harness/fake-drive.mjs';

export const E2E_OWNER = { username: 'owner', password: 'E2E-Owner-Pass-123' };

const port = process.env.E2E_PORT ?? '1347';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
// E2E_WEB_BUILD=development serves a development bundle (React's StrictMode double mounts, dev-only checks) built
// into web/dist-development, so journeys are also checked the way `npm run dev` runs them.
const devBuild = process.env.E2E_WEB_BUILD === 'development';
const webDist = path.join(root, 'web', devBuild ? 'dist-development' : 'dist');
// E2E_SKIP_BUILD=1 serves whatever is built (e.g. when the pages come from a Vite dev server).
if (!process.env.E2E_SKIP_BUILD) {
  if (contractIsStale()) await mustRun('npm', ['run', 'build', '-w', '@hmti/contract'], { cwd: root });
  if (devBuild && webIsStale('web/dist-development'))
    await mustRun('npx', ['vite', 'build', '--mode', 'development', '--outDir', webDist, '--emptyOutDir'], {
      cwd: path.join(root, 'web'),
      env: { ...process.env, NODE_ENV: 'development' },
    });
  else if (webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });
  await compileCmsServerIfStale();
  // The admin panel is served too (e2e/admin-editor.spec.ts); `strapi build` compiles the server as well.
  if (adminIsStale()) await mustRun('npx', ['strapi', 'build'], { cwd: path.join(root, 'cms') });
}

// Drive links in end-to-end tests point at a local fake Drive (see cms/tests/harness/fake-drive.mjs).
const drive = await startFakeDrive();

const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? work,
  NODE_ENV: 'test',
  // Readable log lines when run by hand; Playwright, which discards the server's output, asks for JSON lines, which
  // skip the logger's formatting.
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  CORS_ORIGINS: `http://127.0.0.1:${port}`,
  APP_KEYS: 'e2eKeyAAAAAAAAAAAAAAAAAA,e2eKeyBBBBBBBBBBBBBBBBBB',
  ADMIN_JWT_SECRET: 'e2e-admin-jwt-0123456789',
  API_TOKEN_SALT: 'e2e-api-token-0123456789',
  TRANSFER_TOKEN_SALT: 'e2e-transfer-0123456789',
  ENCRYPTION_KEY: 'e2e-encryption-0123456789',
  JWT_SECRET: 'e2e-jwt-secret-0123456789',
  STRAPI_TELEMETRY_DISABLED: 'true',
  SERVE_ADMIN: 'true',
  ADMIN_EMAIL: 'admin@himatif.local',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(work, 'e2e.db'),
  PUBLIC_DIR: path.join(work, 'public'),
  WEB_DIST_DIR: webDist,
  OWNER_USERNAME: E2E_OWNER.username,
  OWNER_PASSWORD: E2E_OWNER.password,
  ADMIN_PASSWORD: 'E2E-Admin-Pass-123',
  // The lockout test locks one made-up account; the browser's IP must stay usable for the others.
  LOGIN_IP_MAX_FAILURES: '50',
  LOGIN_ACCOUNT_MAX_FAILURES: '3',
  LOGIN_ACCOUNT_WINDOW_SECONDS: '90',
  // The two-factor tests lock two accounts' code steps (six wrong codes each); the IP stays usable for the others.
  TWO_FACTOR_IP_MAX_FAILURES: '50',
  // Every spec runs from one browser on 127.0.0.1 with a few staff accounts, so the per-IP and per-account API and page
  // rate limits and the path-enumeration block are raised here (their own behaviour is covered by cms/src/security/__tests__); the rest of the
  // protections stay at their defaults.
  API_RATE_LIMIT_MAX: '100000',
  STAFF_RATE_LIMIT_MAX: '100000',
  PAGE_RENDER_LIMIT_MAX: '100000',
  PORT_SCAN_MAX_PATHS: '100000',
  GDRIVE_BASE_URL: drive.url,
  GDRIVE_IMAGE_BASE_URL: `${drive.url}/img`,
  GDRIVE_TIMEOUT_MS: '1500',
  // Article schedules read "now" from this file when a spec writes it (e2e/support/test-clock.ts).
  TEST_CLOCK_FILE: path.join(os.tmpdir(), `hmti-e2e-clock-${port}`),
  SCHEDULED_PUBLISH_INTERVAL_MS: '300',
};
fs.rmSync(env.TEST_CLOCK_FILE, { force: true });
/** The process running: the import first, when asked for, then the cms. */
let child = /** @type {import('node:child_process').ChildProcess | undefined} */ (undefined);
const stop = () => {
  child?.kill('SIGTERM');
  drive.stop();
  fs.rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
const importAt = process.argv.indexOf('--import-hmps');
if (importAt !== -1) {
  const args = [path.join(root, 'scripts/import-hmps.mjs'), ...process.argv.slice(importAt + 1)];
  const importer = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  child = importer;
  const code = await new Promise((resolve) => importer.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  if (code !== 0) {
    stop();
    process.exit(code);
  }
}
const cms = spawn(process.execPath, [path.join(root, 'cms/server.mjs')], {
  cwd: path.join(root, 'cms'),
  env,
  stdio: 'inherit',
});
child = cms;
cms.on('exit', (code) => process.exit(code ?? 0));
