// `npm run admin:reset -- --email <email> [--password …]`: a lost /admin password set anew on the server, where no
// mail can send Forgot password's link (no SMTP_HOST) and no other Super Admin can set one. Strapi's own
// `strapi admin:reset-user-password` does the same but compiles the cms's sources first, which the Docker image cannot
// (`docker compose exec -w /app cms node scripts/admin-reset.mjs --email …` works there). The password is generated and
// printed once unless given (ADMIN_RESET_PASSWORD works too, so it stays out of the shell history); the account is
// made active and its /admin sessions end (as Strapi's own password reset ends them). Uses the configured database (DATABASE_* from .env or the environment).
import crypto from 'node:crypto';
import { readArgs } from './lib/cli-args.mjs';
import { withHeadlessCms } from './lib/headless-cms.mjs';

const usage = 'usage: npm run admin:reset -- --email <admin email> [--password <new password>]';
const { values, positionals } = readArgs('admin:reset', usage, {
  email: { type: 'string' },
  password: { type: 'string' },
});
if (positionals.length || !values.email) {
  console.error(
    `✖ admin:reset: ${positionals.length ? `unexpected argument ${positionals[0]}` : 'no --email'}\n${usage}`,
  );
  process.exit(2);
}

const given = values.password ?? process.env.ADMIN_RESET_PASSWORD;
// Strapi's rule for admin passwords: 8 or more characters, a number and an uppercase letter.
const password = given ?? `${crypto.randomBytes(12).toString('base64url')}-A7`;
const exitCode = await withHeadlessCms('admin:reset failed', async (app) => {
  const users = app.admin.services.user;
  await users.resetPasswordByEmail(values.email, password);
  const [user] = await app.db.query('admin::user').findMany({ where: { email: values.email }, select: ['id'] });
  await users.updateById(user.id, { isActive: true });
  await app.sessionManager('admin').invalidateRefreshToken(String(user.id));
  console.log(`admin:reset: ${values.email} has a new /admin password, is active, and its sessions have ended.`);
  if (!given) console.log(`  New password (shown only once): ${password}`);
});
process.exit(exitCode);
