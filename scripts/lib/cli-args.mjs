import { parseArgs } from 'node:util';

/**
 * An operator command's arguments (`npm run <command> -- …`), read strictly: an unknown or misspelt option stops the
 * command with its usage instead of being ignored (`--kep 2` in a cron line would otherwise prune nothing).
 *
 * Without the `--`, npm takes the options for itself and does not pass them on: `npm run import:hmps <dump>
 * --dry-run` would import for real, `npm run restore <archive> --force` would refuse in a loop. npm hands such an
 * option to the command as `npm_config_<name>`, so a known option found there and not among the arguments stops the
 * command with the line to type instead.
 *
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @param {string} command the npm script's name
 * @param {string} usage the usage line
 * @param {O} options
 */
export function readArgs(command, usage, options) {
  const argv = process.argv.slice(2);
  const swallowed = Object.keys(options ?? {}).filter(
    (name) =>
      process.env[`npm_config_${name.replace(/-/g, '_')}`] !== undefined &&
      !argv.some((a) => a.startsWith(`--${name}`)),
  );
  if (swallowed.length)
    fail(
      `npm took ${swallowed.map((name) => `--${name}`).join(' ')} for itself and did not pass it on: put -- before ` +
        `the command's own arguments.\n${usage}`,
    );
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // Node's own text for an unknown option goes on about positional arguments; the option is what matters.
    const unknown = /^Unknown option '([^']+)'/.exec(text);
    return fail(`${command}: ${unknown ? `unknown option ${unknown[1]}` : text}\n${usage}`);
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(2);
}
