// Starts the compiled cms (dist/) as `strapi start` does, without loading Strapi's command line: the CLI loads the
// code of every command it has (build, develop, export, …, with the TypeScript compiler) before it starts the server,
// about a tenth of the CPU of each start. `npm start`, the tests and the benchmarks start the cms with this file.
import module, { createRequire } from 'node:module';
import path from 'node:path';

// Node 22's on-disk cache of compiled module code (in the system's temporary folder, or NODE_COMPILE_CACHE): every
// start after the first skips compiling the same modules again (docs/developing.md, "CI time").
module.enableCompileCache?.();

// Strapi's CommonJS build, as its CLI loads it (its ES module build does not resolve under Node's own loader).
const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');

createStrapi({ appDir: import.meta.dirname, distDir: path.join(import.meta.dirname, 'dist') }).start();
