// `npm run dev`: Strapi in develop mode (Content-Type Builder, auto-restart) + Vite with hot reload.
import path from 'node:path';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { contractIsStale } from './lib/build-state.mjs';
import { mustRun, runTogether } from './lib/run.mjs';

if (contractIsStale()) await mustRun('npm', ['run', 'build', '-w', '@hmti/contract'], { cwd: root });
if (ensureEnvFile()) console.log('Created .env with fresh random secrets.');
/** @type {Record<string, string | undefined>} */
const env = { NODE_ENV: 'development', ...loadEnv() };
const port = env.PORT ?? '1337';
console.log(
  `\nSite with hot reload: http://localhost:${env.WEB_PORT ?? 5173}  ·  API and admin: http://localhost:${port}/admin\n`,
);
await runTogether([
  { command: 'npx', args: ['strapi', 'develop'], options: { cwd: path.join(root, 'cms'), env } },
  {
    command: 'npx',
    args: ['vite'],
    options: { cwd: path.join(root, 'web'), env: { ...env, CMS_URL: `http://127.0.0.1:${port}` } },
  },
]);
