import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command with inherited output; throws when it fails.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw Object.assign(new Error(`${command} ${args.join(' ')} failed (exit ${code})`), { code });
}

/** Runs a command with inherited output; exits this process with its code when it fails. */
/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options] */
export async function mustRun(command, args, options = {}) {
  await runOrThrow(command, args, options).catch((/** @type {Error & { code: number }} */ err) => {
    console.error(`\n✖ ${err.message}`);
    process.exit(err.code);
  });
}

/**
 * Runs commands side by side, each in a process group of its own, until one ends or this process gets SIGINT or
 * SIGTERM: then the signal goes to every group (the commands and whatever they started — npx's child, Strapi's
 * server, Vite), and this process exits once all have, with the first exit code. Killing only the direct children
 * left their own children running (npx exits on a signal without passing it on).
 * @param {Array<{ command: string, args: string[], options?: import('node:child_process').SpawnOptions }>} commands
 * @returns {Promise<never>}
 */
export function runTogether(commands) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let exitCode = /** @type {number | null} */ (null);
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // That group has ended already.
      }
    }
  };
  // The handlers first: a signal that came between the first spawn and them would end this process at once (the
  // default action), leaving the commands running. A handler runs only between turns of the event loop, so it finds
  // every command below started.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => {
      exitCode ??= 0;
      stop(signal);
    });
  for (const { command, args, options } of commands)
    // No stdin: a process group other than the terminal's would be stopped for reading it (Vite's shortcuts).
    children.push(spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true }));
  let running = children.length;
  return new Promise(() => {
    for (const child of children)
      child.on('exit', (code) => {
        exitCode ??= code ?? 0;
        stop('SIGTERM');
        if (--running === 0) process.exit(exitCode);
      });
  });
}
