// `npm run owner:reset -- [--username=owner] [--password=…] [--keep-two-factor]`: recovers a lost owner account on the
// server (the admin panel changes no site account). Sets a new password (generated and printed once unless given;
// OWNER_RESET_PASSWORD works too, so it stays out of the shell history), removes the account's two-factor sign-in,
// unblocks it and ends its sessions. Uses the configured database (DATABASE_* from .env or the environment).
import { readArgs } from './lib/cli-args.mjs';
import { withHeadlessCms } from './lib/headless-cms.mjs';

const usage = 'usage: npm run owner:reset -- [--username <name>] [--password <new password>] [--keep-two-factor]';
const { values, positionals } = readArgs('owner:reset', usage, {
  username: { type: 'string' },
  password: { type: 'string' },
  'keep-two-factor': { type: 'boolean' },
});
if (positionals.length) {
  console.error(`✖ owner:reset: unexpected argument ${positionals[0]}\n${usage}`);
  process.exit(2);
}

const exitCode = await withHeadlessCms('owner:reset failed', async (app, load) => {
  const done = await load('api/auth/lib/owner-recovery.js').resetOwner(app, {
    username: values.username ?? process.env.OWNER_USERNAME ?? 'owner',
    password: values.password ?? process.env.OWNER_RESET_PASSWORD,
    keepTwoFactor: values['keep-two-factor'] ?? false,
  });
  console.log(`owner:reset: "${done.username}" has a new password and is unblocked.`);
  if (done.generatedPassword) console.log(`  New password (shown only once): ${done.generatedPassword}`);
  console.log(
    `  Two-factor sign-in ${done.twoFactorRemoved ? 'removed' : 'unchanged'}; ${done.sessionsRevoked} session(s) ended.`,
  );
});
process.exit(exitCode);
