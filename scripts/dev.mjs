// `npm run dev`: Strapi in develop mode (Content-Type Builder, auto-restart) + Vite with hot reload.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { contractIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';

if (contractIsStale()) await mustRun('npm', ['run', 'build', '-w', '@hmti/contract'], { cwd: root });
if (ensureEnvFile()) console.log('Created .env with fresh random secrets.');
/** @type {Record<string, string | undefined>} */
const env = { NODE_ENV: 'development', ...loadEnv() };
const port = env.PORT ?? '1337';
const children = [
  spawn('npx', ['strapi', 'develop'], { cwd: path.join(root, 'cms'), env, stdio: 'inherit' }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'web'),
    env: { ...env, CMS_URL: `http://127.0.0.1:${port}` },
    stdio: 'inherit',
  }),
];
console.log(
  `\nSite with hot reload: http://localhost:${env.WEB_PORT ?? 5173}  ·  API and admin: http://localhost:${port}/admin\n`,
);
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((c) =>
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
