// `npm run owner:reset -- [--username=owner] [--password=…] [--keep-two-factor]`: recovers a lost owner account on the
// server (the admin panel changes no site account). Sets a new password (generated and printed once unless given;
// OWNER_RESET_PASSWORD works too, so it stays out of the shell history), removes the account's two-factor sign-in,
// unblocks it and ends its sessions. Uses the configured database (DATABASE_* from .env or the environment).
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadEnv, root } from './lib/env-file.mjs';
import { cmsServerIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';

const cms = path.join(root, 'cms');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

if (cmsServerIsStale()) await mustRun('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: cms });
Object.assign(process.env, { SERVE_ADMIN: 'false', ...loadEnv() });
process.chdir(cms);

const require = createRequire(path.join(cms, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { resetOwner } = require(path.join(cms, 'dist/src/lib/owner-recovery.js'));

const app = await createStrapi({ appDir: cms, distDir: path.join(cms, 'dist') }).load();
let exitCode = 0;
try {
  const done = await resetOwner(app, {
    username: arg('username') ?? process.env.OWNER_USERNAME ?? 'owner',
    password: arg('password') ?? process.env.OWNER_RESET_PASSWORD,
    keepTwoFactor: process.argv.includes('--keep-two-factor'),
  });
  console.log(`owner:reset: "${done.username}" has a new password and is unblocked.`);
  if (done.generatedPassword) console.log(`  New password (shown only once): ${done.generatedPassword}`);
  console.log(
    `  Two-factor sign-in ${done.twoFactorRemoved ? 'removed' : 'unchanged'}; ${done.sessionsRevoked} session(s) ended.`,
  );
} catch (error) {
  console.error(`owner:reset failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await app.destroy();
}
process.exit(exitCode);
