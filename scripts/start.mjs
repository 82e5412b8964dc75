// `npm start`: builds whatever is missing or stale, then serves site, /api and /admin on one port.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { adminIsStale, cmsServerIsStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';

if (ensureEnvFile())
  console.log('Created .env with fresh random secrets (edit it to change ports, database, owner login).');
/** @type {Record<string, string | undefined>} */
const env = { NODE_ENV: 'production', ...loadEnv() };
const cms = path.join(root, 'cms');
const serveAdmin = String(env.SERVE_ADMIN ?? 'true') !== 'false';

if (webIsStale()) {
  console.log('Building the web app…');
  await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root, env });
}
if (serveAdmin && adminIsStale()) {
  console.log('Building the cms and the Strapi admin panel (about a minute, only when dependencies change)…');
  await mustRun('npx', ['strapi', 'build'], { cwd: cms, env });
} else if (cmsServerIsStale()) {
  console.log('Compiling the cms…');
  await mustRun('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: cms, env });
}

const child = spawn('npx', ['strapi', 'start'], {
  cwd: cms,
  env: { ...env, NODE_OPTIONS: cmsNodeOptions(env) },
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
