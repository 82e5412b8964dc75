import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const runModule = path.resolve(__dirname, '..', '..', '..', '..', 'scripts', 'lib', 'run.mjs');

/** Whether a process still exists (a zombie waiting for its parent counts as gone). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/**
 * A launcher as `npm run dev` is: runTogether over commands that each start a child of their own and wait for it
 * (as npx does), the pids of those grandchildren written to files.
 */
function launch(commands: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-together-'));
  const specs = commands.map((script) => ({ command: 'sh', args: ['-c', script] }));
  const launcher = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(runModule)}).then((m) => m.runTogether(${JSON.stringify(specs)}))`,
    ],
    { stdio: 'ignore', env: { ...process.env, DIR: dir } },
  );
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
  const pids = () =>
    commands.map((_, i) => {
      const file = path.join(dir, `pid-${i}`);
      return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) || 0 : 0;
    });
  return { launcher, exited, pids };
}

/** Starts a grandchild (as npx starts Strapi) and writes its pid to $DIR/pid-N. */
const grandchild = (n: number) => `sleep 300 & echo $! > "$DIR/pid-${n}"; wait`;

describe('runTogether (npm run dev’s launcher)', () => {
  it('SIGTERM ends every command and what each started, then exits 0', async () => {
    const { launcher, exited, pids } = launch([grandchild(0), grandchild(1)]);
    await expect.poll(() => pids().every((pid) => pid > 0 && alive(pid)), { timeout: 10_000 }).toBe(true);
    const started = pids();
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => started.filter(alive), { timeout: 10_000 }).toEqual([]);
  });

  it('when one command ends, the others and their children end too, with its exit code', async () => {
    const { exited, pids } = launch([grandchild(0), 'while [ ! -s "$DIR/pid-0" ]; do sleep 0.1; done; exit 3']);
    // The second command waits for the first's grandchild to exist before it ends.
    await expect.poll(() => pids()[0] > 0, { timeout: 10_000 }).toBe(true);
    const started = pids()[0];
    expect(await exited).toBe(3);
    await expect.poll(() => alive(started), { timeout: 10_000 }).toBe(false);
  });
});
