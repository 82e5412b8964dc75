import { spawn } from 'node:child_process';
import path from 'node:path';
import { OWNER, TEST_SECRETS } from './cms-process';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ScriptRun {
  code: number | null;
  output: string;
}

/**
 * A command of scripts/ (`npm run owner:reset`, `npm run import:hmps`…) as an operator runs it on the server: against
 * the database in `env` and the uploads under `workDir`, with the harness's secrets; stdout and stderr together.
 */
export function runOperatorScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  workDir: string,
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        ...TEST_SECRETS,
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
