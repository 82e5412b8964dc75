// Decides what must be (re)built before the app can start: compares source and output timestamps.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './env-file.mjs';
import { runOrThrow } from './run.mjs';

const newest = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    // Tests are not part of any build.
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(target, entry)));
  }
  return max;
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const lock = path.join(root, 'package-lock.json');

const contractSources = ['packages/contract/src', 'packages/contract/build.mjs'];

/** The shared contract package is compiled (ESM for the web app, CommonJS for the cms) into its dist folder. */
export const contractIsStale = () => {
  const out = mtime(path.join(root, 'packages/contract/dist/cjs/index.js'));
  return !out || contractSources.some((p) => newest(path.join(root, p)) > out);
};

/** @param {string} [dist] the output folder: web/dist, or web/dist-development for the development bundle */
export const webIsStale = (dist = 'web/dist') => {
  const out = mtime(path.join(root, dist, 'index.html'));
  // The production build includes the server entry the cms renders public pages with.
  const serverEntryMissing = dist === 'web/dist' && !fs.existsSync(path.join(root, dist, '.vite/ssr/entry-server.cjs'));
  return (
    !out ||
    serverEntryMissing ||
    ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', ...contractSources].some(
      (p) => newest(path.join(root, p)) > out,
    ) ||
    mtime(lock) > out
  );
};

export const cmsServerIsStale = () => {
  const out = mtime(path.join(root, 'cms/dist/src/index.js'));
  return !out || ['cms/src', 'cms/config', ...contractSources].some((p) => newest(path.join(root, p)) > out);
};

export const adminIsStale = () => {
  const out = mtime(path.join(root, 'cms/dist/build/index.html'));
  // What the admin bundles: the plugins' admin code (the editor takes its settings from the contract) and src/admin.
  const sources = ['cms/src/plugins', 'cms/src/admin', ...contractSources];
  return !out || mtime(lock) > out || sources.some((p) => newest(path.join(root, p)) > out);
};

/**
 * Removes the compiled cms code (everything in cms/dist but the admin panel's build/) so that a compile holds only what
 * the sources still have: after a rollback, a content type that the older release does not have would otherwise still
 * be loaded from its stale output, and get a table and routes. (`strapi build` and `strapi develop` do the same.)
 * @param {string} [cmsDir]
 */
export const removeCmsServerOutput = (cmsDir = path.join(root, 'cms')) => {
  const dist = path.join(cmsDir, 'dist');
  if (!fs.existsSync(dist)) return;
  for (const entry of fs.readdirSync(dist))
    if (entry !== 'build') fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
};

/**
 * Compiles the cms's server code afresh (no admin panel) when its sources are newer than its output; throws when the
 * compiler fails.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function compileCmsServerIfStale(env = process.env) {
  if (!cmsServerIsStale()) return;
  console.log('Compiling the cms…');
  removeCmsServerOutput();
  await runOrThrow('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: path.join(root, 'cms'), env });
}

/**
 * Builds what a production start needs and is missing or stale (`npm start`, `npm run update`): the contract, the web
 * app, then the admin panel with the cms when dependencies or plugins changed (a minute or more), else only the cms's
 * server code. The bundles are always built for production, whatever NODE_ENV the shell passes down (a development
 * bundle of the web app runs React's development checks and StrictMode double mounts for every visitor). Throws when
 * a build fails.
 * @param {Record<string, string | undefined>} env
 */
export async function buildStale(env) {
  const buildEnv = { ...env, NODE_ENV: 'production' };
  if (contractIsStale()) await runOrThrow('npm', ['run', 'build', '-w', '@hmti/contract'], { cwd: root });
  if (webIsStale()) {
    console.log('Building the web app…');
    await runOrThrow('npm', ['run', 'build', '-w', 'web'], { cwd: root, env: buildEnv });
  }
  if (String(env.SERVE_ADMIN ?? 'true') !== 'false' && adminIsStale()) {
    // Missing too after `npm run dev`, whose Strapi clears cms/dist when it starts.
    console.log(
      'Building the cms and the Strapi admin panel (a few minutes on 2 cores; only when it is missing or stale)…',
    );
    await runOrThrow('npx', ['strapi', 'build'], { cwd: path.join(root, 'cms'), env: buildEnv });
  } else await compileCmsServerIfStale(env);
}
