// `npm start`: builds whatever is missing or stale, then serves site, /api and /admin on one port.
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { buildStale } from './lib/build-state.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';

if (ensureEnvFile())
  console.log('Created .env with fresh random secrets (edit it to change ports, database, owner login).');
/** @type {Record<string, string | undefined>} */
const env = { NODE_ENV: 'production', ...loadEnv() };
const cms = path.join(root, 'cms');

await buildStale(env).catch((/** @type {Error & { code?: number }} */ err) => {
  console.error(`\n✖ ${err.message}`);
  process.exit(err.code ?? 1);
});

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
