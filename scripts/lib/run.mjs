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
