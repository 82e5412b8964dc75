// The cms booted without its HTTP server, for the operator commands that work on the configured database
// (npm run owner:reset, npm run import:hmps): compiled first when its source changed, .env loaded (created first, as
// `npm start` does, on a server where the site has not been started yet), the admin panel not served.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureEnvFile, loadEnv, root } from './env-file.mjs';
import { compileCmsServerIfStale } from './build-state.mjs';

const cms = path.join(root, 'cms');

/**
 * Runs `work(app, load)` on a loaded cms and destroys it afterwards; `load(file)` requires a compiled module of the
 * cms (a path under cms/dist/src). Answers the process exit code: 0, or 1 when `work` threw (its message printed
 * after `failure`, e.g. "owner:reset failed").
 * @param {string} failure
 * @param {(app: any, load: (file: string) => any) => Promise<void>} work
 * @returns {Promise<number>}
 */
export async function withHeadlessCms(failure, work) {
  await compileCmsServerIfStale();
  // Not where the settings come from the environment (a container: no .env there, and no .env.example to make one).
  if (!process.env.APP_KEYS && ensureEnvFile())
    console.error('Created .env with fresh random secrets (npm start uses the same file).');
  // What the operator reads is the command's own output: the cms's start-up lines (migrations, first-start seeding)
  // only when LOG_LEVEL is given on the command itself, not by .env (which sets it for the running site).
  const logLevel = process.env.LOG_LEVEL ?? 'warn';
  // Run as `npm start` runs it (production, unless NODE_ENV says otherwise): the same settings and checks, and none
  // of Strapi's development-only notices in the operator's report.
  Object.assign(process.env, { NODE_ENV: 'production', SERVE_ADMIN: 'false', ...loadEnv(), LOG_LEVEL: logLevel });
  process.chdir(cms);
  const require = createRequire(path.join(cms, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const load = (file) => require(path.join(cms, 'dist/src', file));
  const app = createStrapi({ appDir: cms, distDir: path.join(cms, 'dist') });
  try {
    await app.load();
  } catch (error) {
    const problem = load('config/app-config.js').databaseProblem(error);
    if (!problem) throw error;
    console.error(`${failure}: ${problem}`);
    return 1;
  }
  try {
    await work(app, load);
    return 0;
  } catch (error) {
    console.error(`${failure}: ${described(error)}`);
    return 1;
  } finally {
    await app.destroy();
  }
}

/**
 * An error as the operator reads it. knex puts the whole statement before the database's reason, and a statement of an
 * import holds thousands of rows: the reason comes first, then the statement's start.
 */
function described(error) {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.lastIndexOf(' - ');
  if (!/^(insert|update|delete|select) /i.test(message) || reason < 0) return message;
  return `${message.slice(reason + 3)} (${message.slice(0, 80)}…)`;
}
