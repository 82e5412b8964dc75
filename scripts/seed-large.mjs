// `npm run seed:large`: fills the configured database (DATABASE_* from .env or the environment, like the app) with
// 10 000 articles, 5 000 library items, 1 000 members in 10 periods and 100 000 activity rows. Runs once per database.
// Counts can be lowered for experiments: --articles=100 --library=50 --members=100 --periods=10 --activities=1000
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureEnvFile, loadEnv, root } from './lib/env-file.mjs';
import { compileCmsServerIfStale } from './lib/build-state.mjs';

const cms = path.join(root, 'cms');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

ensureEnvFile();
await compileCmsServerIfStale();
Object.assign(process.env, { SERVE_ADMIN: 'false', ...loadEnv() });
process.chdir(cms);

const require = createRequire(path.join(cms, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { seedLarge, LARGE_SEED_COUNTS } = require(path.join(cms, 'dist/src/seed/large-seed.js'));

const counts = { ...LARGE_SEED_COUNTS };
for (const [key, flag] of [
  ['articles', 'articles'],
  ['libraryItems', 'library'],
  ['members', 'members'],
  ['periods', 'periods'],
  ['activities', 'activities'],
]) {
  const n = Number.parseInt(arg(flag) ?? '', 10);
  if (Number.isFinite(n) && n >= 0) counts[key] = n;
}
if (counts.periods < 1) counts.periods = 1;

const started = Date.now();
const app = await createStrapi({ appDir: cms, distDir: path.join(cms, 'dist') }).load();
let exitCode = 0;
try {
  const result = await seedLarge(app, counts);
  if (result.skipped) {
    console.log(`seed:large already ran on this database (${JSON.stringify(result.previous)}); nothing added.`);
  } else {
    const s = result.summary;
    console.log(
      `seed:large: ${s.articles} articles, ${s.libraryItems} library items, ${s.members} members in ${s.periods} periods, ${s.activities} activities inserted in ${s.seconds} s (${((Date.now() - started) / 1000).toFixed(1)} s with boot).`,
    );
  }
} catch (error) {
  console.error('seed:large failed; nothing was written (one transaction):', error);
  exitCode = 1;
} finally {
  await app.destroy();
}
process.exit(exitCode);
