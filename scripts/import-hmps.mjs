// `npm run import:hmps -- <dump> [--uploads <dir>] [--assets <dir>] [--dry-run] [--merge]`: moves a site from hmps
// (MongoDB) into this one. <dump> is a `mongodump` folder (<collection>.bson) or a folder of `mongoexport` files
// (<collection>.json); --uploads and --assets name hmps's uploads/ and attached_assets/ folders. Boots the cms
// headlessly against the configured database (DATABASE_* from .env or the environment) and prints a report of
// everything it did. docs/operating.md, "Moving from hmps".
import fs from 'node:fs';
import path from 'node:path';
import { readArgs } from './lib/cli-args.mjs';
import { withHeadlessCms } from './lib/headless-cms.mjs';

const usage = 'usage: npm run import:hmps -- <dump folder> [--uploads <dir>] [--assets <dir>] [--dry-run] [--merge]';
const { values, positionals } = readArgs('import:hmps', usage, {
  uploads: { type: 'string' },
  assets: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  merge: { type: 'boolean', default: false },
});
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const options = { dump: positionals[0], dryRun: values['dry-run'], merge: values.merge };
// Paths as the operator typed them, before the working directory moves to the cms.
const dump = path.resolve(options.dump);
const uploads = values.uploads ? path.resolve(values.uploads) : undefined;
const assets = values.assets ? path.resolve(values.assets) : undefined;
for (const [what, dir] of [
  ['dump', dump],
  ['--uploads', uploads],
  ['--assets', assets],
]) {
  const stat = dir ? fs.statSync(dir, { throwIfNoEntry: false }) : undefined;
  if (!dir || stat?.isDirectory()) continue;
  console.error(`✖ import:hmps: ${what} folder ${dir} ${stat ? 'is a file, not a folder' : 'does not exist'}`);
  // The files an operator is likely to hold instead of the folder, and what to do with each.
  if (stat && /\.(tgz|tar\.gz|tar|zip)$/.test(dir)) console.error('  Unpack it first and pass the folder it holds.');
  else if (stat && /\.(archive|gz)$/.test(dir))
    console.error('  A mongodump --archive file is not read: run mongodump --out <folder> and pass that folder.');
  else if (stat && /\.(json|bson)$/.test(dir))
    console.error(`  Pass the folder that holds it and the other collections: ${path.dirname(dir)}`);
  process.exit(2);
}

const exitCode = await withHeadlessCms('import:hmps failed, nothing was written', async (app, load) => {
  const started = Date.now();
  const report = await load('import/hmps/index.js').importHmps(app, {
    dump,
    uploads,
    assets,
    dryRun: options.dryRun,
    merge: options.merge,
    progress: (line) => console.error(line),
  });
  console.log(report.toText());
  console.log(
    `\nimport:hmps: ${options.dryRun ? 'dry run, nothing written' : `${report.totalImported} document(s) imported`} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
});
// A long report written to a pipe (`| tee report.txt`, `| less`) is still on its way out: exit once it is written.
await Promise.all([process.stdout, process.stderr].map((out) => new Promise((resolve) => out.write('', resolve))));
process.exit(exitCode);
