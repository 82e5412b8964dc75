// `npm start`: builds whatever is missing or stale, then serves site, /api and /admin on one port.
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { adminIsStale, compileCmsServerIfStale, contractIsStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';

if (ensureEnvFile())
  console.log('Created .env with fresh random secrets (edit it to change ports, database, owner login).');
/** @type {Record<string, string | undefined>} */
const env = { NODE_ENV: 'production', ...loadEnv() };
// The bundles are always built for production, whatever NODE_ENV the shell passes down (a development bundle of
// the web app runs React's development checks and StrictMode double mounts for every visitor).
const buildEnv = { ...env, NODE_ENV: 'production' };
const cms = path.join(root, 'cms');
const serveAdmin = String(env.SERVE_ADMIN ?? 'true') !== 'false';

if (contractIsStale()) await mustRun('npm', ['run', 'build', '-w', '@hmti/contract'], { cwd: root });
if (webIsStale()) {
  console.log('Building the web app…');
  await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root, env: buildEnv });
}
if (serveAdmin && adminIsStale()) {
  console.log('Building the cms and the Strapi admin panel (about a minute, only when dependencies change)…');
  await mustRun('npx', ['strapi', 'build'], { cwd: cms, env: buildEnv });
} else await compileCmsServerIfStale(env);

// Strapi runs as this process's direct child (not through npx, which exited on a signal and left Strapi serving,
// orphaned), so a stop signal reaches it: the cms drains its requests, closes DB and Redis, and this launcher exits
// with the cms's own exit code once it has.
const child = spawn(process.execPath, [path.join(cms, 'server.mjs')], {
  cwd: cms,
  env: { ...env, NODE_OPTIONS: cmsNodeOptions(env) },
  // The channel closes when this launcher ends in any way, and the cms then stops (see graceful-stop.ts).
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1)));
