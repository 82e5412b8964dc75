// `npm run update -- <git ref> [--stop-command "<cmd>" --start-command "<cmd>"] [--timeout <seconds>]`: moves this
// work tree to another release and rolls back, code and database, when it does not become ready.
//
// Steps: refuse local changes; record the current commit; stop the site (--stop-command); back up the database and
// uploads (scripts/backup.mjs); fetch and check out the ref; `npm ci` when package-lock.json changed; build what is
// stale (as `npm start` does: the admin panel only when dependencies or plugins changed); start it and wait for
// `/_ready` on PORT. With --start-command the site keeps running under the process manager that command talks to;
// without the two commands the site must be stopped before, and the command starts the release itself as `npm start`
// does, waits until it is ready (its migrations have run), and stops it again: start the site afterwards.
// When any step after the backup fails: stop, check the recorded commit out again, rebuild, restore the backup
// (scripts/restore.mjs --force, as that release's code), start and wait again. docs/operating.md, "Updating".
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, root } from './lib/env-file.mjs';
import { buildStale } from './lib/build-state.mjs';
import { run, runOrThrow } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ref = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const stopCommand = option('--stop-command');
const startCommand = option('--start-command');
const timeoutSeconds = Number(option('--timeout') ?? 300);
if (!ref || Boolean(stopCommand) !== Boolean(startCommand) || !(timeoutSeconds > 0)) {
  console.error(
    'usage: npm run update -- <git ref> [--stop-command "<cmd>" --start-command "<cmd>"] [--timeout <seconds>]\n' +
      '(both commands or neither: without them the site must be stopped, and is left stopped)',
  );
  process.exit(2);
}

const env = loadEnv();
const port = env.PORT || '1337';
// Where the cms listens: HOST, or this machine itself when it listens on every address.
const host = !env.HOST || ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST;
const site = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
const backupDir = path.resolve(root, env.BACKUP_DIR || 'backups');
const say = (/** @type {string} */ text) => console.log(`\n▶ ${text}`);
const git = (/** @type {string[]} */ gitArgs) =>
  execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status `route` answers on this site's port, or null when nothing answers within 2 s. */
async function answer(/** @type {string} */ route) {
  // The body is read, so that the connection is free again for the next poll.
  const request = fetch(`${site}${route}`, { signal: AbortSignal.timeout(2000) }).then(
    async (res) => (await res.arrayBuffer(), res.status),
    () => null,
  );
  /** @type {Promise<null>} */
  const late = new Promise((resolve) => setTimeout(resolve, 3000, null).unref());
  return Promise.race([request, late]);
}

/** @type {import('node:child_process').ChildProcess | null} the release this command started itself (no --start-command) */
let trial = null;

async function startSite() {
  if (startCommand) {
    say(`Starting the site: ${startCommand}`);
    const code = await run(startCommand, [], { cwd: root, shell: true });
    if (code !== 0) throw new Error(`the start command failed (exit ${code})`);
  } else {
    say(`Starting the release as npm start does (port ${port}), to run its migrations and check it becomes ready`);
    trial = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit' });
  }
  say(`Waiting for ${site}/_ready (at most ${timeoutSeconds} s)`);
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (trial && trial.exitCode !== null)
      throw new Error(`the cms exited (code ${trial.exitCode}) before it was ready`);
    if ((await answer('/_ready')) === 200) return;
    await sleep(500);
  }
  throw new Error(`the cms was not ready within ${timeoutSeconds} s`);
}

async function stopSite() {
  if (trial) {
    say('Stopping the release this command started');
    const child = trial;
    trial = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  } else if (stopCommand) {
    say(`Stopping the site: ${stopCommand}`);
    const code = await run(stopCommand, [], { cwd: root, shell: true });
    if (code !== 0) console.log(`  (the stop command exited with ${code}; checking that nothing answers any more)`);
  }
  const deadline = Date.now() + 60_000;
  while ((await answer('/_health')) !== null) {
    if (Date.now() > deadline) throw new Error(`a cms still answers on port ${port} after the stop`);
    await sleep(250);
  }
}

/** Checks a commit out, installs dependencies when the lockfile differs from `from`'s, and builds what is stale. */
async function install(/** @type {string} */ target, /** @type {string} */ from, /** @type {string} */ label) {
  say(`Checking out ${label}`);
  git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', target]);
  if (git(['rev-parse', from]) !== git(['rev-parse', 'HEAD']) && lockChanged(from, 'HEAD')) {
    say('package-lock.json changed: npm ci');
    await runOrThrow('npm', ['ci'], { cwd: root });
  } else say('package-lock.json unchanged: dependencies kept');
  say('Building what changed');
  await buildStale({ NODE_ENV: 'production', ...env });
}

const lockChanged = (/** @type {string} */ a, /** @type {string} */ b) => {
  try {
    git(['diff', '--quiet', a, b, '--', 'package-lock.json']);
    return false;
  } catch {
    return true;
  }
};

/** Whether commit `a` comes before commit `b` in its history. */
const isAncestor = (/** @type {string} */ a, /** @type {string} */ b) => {
  try {
    git(['merge-base', '--is-ancestor', a, b]);
    return true;
  } catch {
    return false;
  }
};

// ── before anything changes ─────────────────────────────────────────────────────────────────────────────────────
const changes = git(['status', '--porcelain', '--untracked-files=no']);
if (changes) {
  console.error(
    `✖ Refusing to update: the work tree has local changes (git status):\n${changes}\n` +
      'Commit them or undo them (git checkout -- <file>) first: an update and its rollback replace these files.',
  );
  process.exit(1);
}
if (!stopCommand && (await answer('/_health')) !== null) {
  console.error(
    `✖ Refusing to update: a cms answers on port ${port}. Stop the site first, or pass --stop-command and ` +
      '--start-command so that the update stops and starts it through its process manager.',
  );
  process.exit(1);
}
// Interrupted (Ctrl-C, kill): the release this command started stops too, instead of serving on, orphaned.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    trial?.kill('SIGTERM');
    console.error(`\n✖ Interrupted (${signal}): the work tree is at ${git(['rev-parse', '--short=12', 'HEAD'])}.`);
    process.exit(130);
  });
const previous = git(['rev-parse', 'HEAD']);
// Back to the branch when one was checked out (its tip is still that commit), else to the commit itself.
const previousBranch = (() => {
  try {
    return git(['symbolic-ref', '--quiet', '--short', 'HEAD']);
  } catch {
    return null;
  }
})();
const previousLabel = `${previousBranch ? `${previousBranch} at ` : ''}${previous.slice(0, 12)}`;
say(`Current release: ${previousLabel}`);
if (git(['remote'])) {
  say('Fetching from the remote');
  await runOrThrow('git', ['fetch', '--all', '--tags', '--quiet'], { cwd: root });
}
let target;
try {
  target = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
} catch {
  console.error(`✖ No commit named ${ref} (a tag, a commit, or a remote branch such as origin/main)`);
  process.exit(1);
}
if (target === previous) {
  console.log(`Already at ${ref} (${target.slice(0, 12)}): nothing to update.`);
  process.exit(0);
}
// Going back is not an update: the older release's start would drop the columns the newer one added (schema sync),
// and a local branch left behind by an earlier update (`main` instead of `origin/main`) names an older commit.
if (isAncestor(target, previous)) {
  console.error(
    `✖ ${ref} (${target.slice(0, 12)}) is older than the release this site runs (${previous.slice(0, 12)}): an ` +
      'update only goes forward. For the newest release name the remote branch (origin/main); to go back to an ' +
      'older release, restore the backup taken before the update (docs/operating.md, "Upgrade and rollback").',
  );
  process.exit(1);
}

// ── the update ──────────────────────────────────────────────────────────────────────────────────────────────────
await stopSite();
say(`Backing up the database and uploads into ${backupDir}`);
const archivesBefore = new Set(fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : []);
if (
  (await run(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), '--out', backupDir], { cwd: root })) !== 0
) {
  console.error('✖ The backup failed: nothing was changed.');
  if (stopCommand) await startSite().catch((err) => console.error(`✖ The site did not start again: ${err.message}`));
  process.exit(1);
}
const archive = path.join(
  backupDir,
  fs.readdirSync(backupDir).find((f) => !archivesBefore.has(f) && /^hmti-backup-.+\.tar\.gz$/.test(f)) ?? '',
);

try {
  await install(target, previous, `${ref} (${target.slice(0, 12)})`);
  await startSite();
} catch (err) {
  console.error(`\n✖ The update to ${ref} failed: ${err instanceof Error ? err.message : err}`);
  say(`Rolling back to ${previousLabel}: code, then the database and uploads from ${archive}`);
  try {
    await stopSite();
    await install(previousBranch ?? previous, target, previousLabel);
    say('Restoring the backup');
    await runOrThrow(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), archive, '--force'], { cwd: root });
    await startSite();
    if (trial) await stopSite();
  } catch (rollbackErr) {
    console.error(
      `\n✖ THE ROLLBACK FAILED TOO: ${rollbackErr instanceof Error ? rollbackErr.message : rollbackErr}\n` +
        `The work tree is at ${git(['rev-parse', '--short=12', 'HEAD'])}; the backup taken before the update is ` +
        `${archive}. docs/operating.md, "When an update fails".`,
    );
    process.exit(2);
  }
  console.error(
    `\n✖ Update to ${ref} failed and was rolled back: the site runs ${previousLabel} again with the database and ` +
      `uploads as they were before the update${startCommand ? '' : ' (it is stopped: start it again)'}.`,
  );
  process.exit(1);
}
if (trial) await stopSite();
console.log(
  `\n✔ Updated ${previousLabel} → ${ref} (${target.slice(0, 12)}): ready. ` +
    (startCommand ? 'The site runs the new release.' : 'The site is stopped: start it (npm start or its service).') +
    ` Backup taken before: ${archive}`,
);
