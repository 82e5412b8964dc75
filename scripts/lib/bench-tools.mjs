// The benchmark tools (Lighthouse, autocannon, chrome-launcher) live in bench/ with their own package.json and lock,
// outside the root's workspaces, so `npm ci` at the root does not install them. The first benchmark installs them
// into bench/node_modules (and again whenever bench/package-lock.json is newer than that install).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './env-file.mjs';

const toolsDir = path.join(root, 'bench');
const lockPath = path.join(toolsDir, 'package-lock.json');
// npm writes this copy of the lock into node_modules at the end of every install.
const installedLockPath = path.join(toolsDir, 'node_modules', '.package-lock.json');

/** @param {string} file */
const mtimeMs = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

function installIfStale() {
  const installed = mtimeMs(installedLockPath);
  if (installed !== undefined && installed >= (mtimeMs(lockPath) ?? 0)) return;
  console.log('Installing the benchmark tools into bench/node_modules (npm ci --prefix bench) …');
  const result = spawnSync('npm', ['ci', '--prefix', toolsDir, '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    throw new Error(`npm ci --prefix bench failed (${why})`);
  }
}

/**
 * Installs bench/'s dependencies when missing or stale, then loads them (resolved from inside bench/).
 * Untyped here: the type check runs without bench/node_modules.
 * @returns {Promise<{ autocannon: any, lighthouse: any, chromeLauncher: any }>}
 */
export async function benchTools() {
  installIfStale();
  return import(pathToFileURL(path.join(toolsDir, 'tools.mjs')).href);
}
