import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER, TEST_SECRETS } from './cms-process';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ScriptRun {
  code: number | null;
  output: string;
}

/**
 * A copy of the project root as a server holds it before anything has run there: its own scripts/ and .env.example,
 * no .env; the real cms, contract and installed packages (linked, so their builds are current).
 */
export function projectRootCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'project-root-'));
  fs.cpSync(path.join(root, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
  for (const linked of ['cms', 'packages', 'node_modules'])
    fs.symlinkSync(path.join(root, linked), path.join(copy, linked));
  for (const file of ['package-lock.json', '.env.example'])
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  return copy;
}

/**
 * A command of scripts/ (`npm run owner:reset`, `npm run import:hmps`…) as an operator runs it on the server: against
 * the database in `env` and the uploads under `workDir`, with the harness's secrets (or, with `fresh`, from a
 * projectRootCopy() with none: the command finds no .env); stdout and stderr together.
 */
export function runOperatorScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  workDir: string,
  fresh?: { projectRoot: string },
): Promise<ScriptRun> {
  const projectRoot = fresh?.projectRoot ?? root;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', script), ...args], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        ...(fresh ? {} : TEST_SECRETS),
        STRAPI_TELEMETRY_DISABLED: 'true',
        OWNER_USERNAME: OWNER.username,
        PUBLIC_DIR: path.join(workDir, 'public'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
