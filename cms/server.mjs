// Starts the compiled cms (dist/) as `strapi start` does, without loading Strapi's command line: the CLI loads the
// code of every command it has (build, develop, export, …, with the TypeScript compiler) before it starts the server,
// about a tenth of the CPU of each start. `npm start`, the tests and the benchmarks start the cms with this file.
import fs from 'node:fs';
import module, { createRequire } from 'node:module';
import path from 'node:path';

// The oldest Node this app runs on (package.json `engines`): an older one crashes while loading the SQLite driver
// (better-sqlite3 13 needs Node 22's native API) with a bare segmentation fault, so it is refused here by name.
const { engines } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
const [oldestMajor, oldestMinor] = /(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < oldestMajor || (major === oldestMajor && minor < oldestMinor)) {
  console.error(
    `This site needs Node ${oldestMajor}.${oldestMinor} or newer (package.json engines: ${engines.node}); this is ` +
      `Node ${process.versions.node}. Run \`source scripts/use-node-22.sh\` in the repository (README, Requirements).`,
  );
  process.exit(1);
}

// Node 22's on-disk cache of compiled module code (in the system's temporary folder, or NODE_COMPILE_CACHE): every
// start after the first skips compiling the same modules again, which the test suites' hundreds of starts gain from
// (docs/developing.md, "CI time"). Not in production, where a server starts once: the process keeps the cache's
// code in memory for its whole life (idle resident 316 MB with it, 289 MB without, on the large seed) for a start
// no faster in measurement (3.4–3.9 s either way).
if (process.env.NODE_ENV !== 'production') module.enableCompileCache?.();

// Strapi's CommonJS build, as its CLI loads it (its ES module build does not resolve under Node's own loader).
const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');

const strapi = createStrapi({ appDir: import.meta.dirname, distDir: path.join(import.meta.dirname, 'dist') });
try {
  await strapi.load();
} catch (error) {
  // A database that cannot be used as configured is said in one line naming its settings; anything else as Strapi's
  // own start says it (its error and stack in the log).
  const problem = require('./dist/src/config/app-config.js').databaseProblem(error);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  strapi.stopWithError(error);
}
strapi.start();
