// `npm run bench:import`: how long `npm run import:hmps` takes to move a large hmps site — BENCH_IMPORT_ARTICLES
// (10 000) articles and BENCH_IMPORT_ACTIVITIES (100 000) activity entries, plus the fixture's accounts, roles,
// members, library and settings with their hard cases (cms/tests/fixtures/hmps/make-dump.mjs, the API test's dump) —
// on SQLite and on PostgreSQL. Per database: a fresh site started once and stopped (the first start: schema, owner,
// demo content), then the command as an operator runs it (mongoexport form, with --uploads), timed per step from its
// progress lines, then the same command again (it imports nothing twice). Writes docs/performance.md, "hmps import".
//   BENCH_IMPORT_DATABASES  sqlite,postgres (default both)
//   BENCH_PG_URL            the PostgreSQL server the scratch database is made on (postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_IMPORT_PORT       the port of the first start (1485)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { benchCmsEnv, startBenchCms } from './lib/bench-cms.mjs';
import { compileCmsServerIfStale } from './lib/build-state.mjs';
import { cmsRequire } from './lib/data-location.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { makeHmpsDump } from '../cms/tests/fixtures/hmps/make-dump.mjs';

const ARTICLES = Number(process.env.BENCH_IMPORT_ARTICLES ?? 10_000);
const ACTIVITIES = Number(process.env.BENCH_IMPORT_ACTIVITIES ?? 100_000);
const databases = (process.env.BENCH_IMPORT_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_IMPORT_PORT ?? 1485);

await compileCmsServerIfStale();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const dump = makeHmpsDump(work, { articles: ARTICLES, activities: ACTIVITIES });
const dumpMb = fs.readdirSync(dump.exportDir).reduce((n, f) => n + fs.statSync(path.join(dump.exportDir, f)).size, 0);
console.log(
  `Dump: ${ARTICLES} articles, ${ACTIVITIES} activities (${(dumpMb / 2 ** 20).toFixed(0)} MB of mongoexport files)`,
);

/** The command's progress lines (stderr) and the step each starts; before the first one, the cms boots. */
const STEPS = [
  ['Reading ', 'read the dump'],
  ['Read ', 'roles, divisions'],
  ['Accounts…', 'accounts'],
  ['Organization…', 'members'],
  ['Articles…', 'articles'],
  ['Library…', 'library, settings'],
  ['Activities…', 'activities, commit'],
];

/**
 * Makes the command print the CPU time of its whole process (every thread) as it exits: at its `process.exit`, as
 * Strapi's `destroy()` removes every listener of the process, 'exit' ones too.
 */
const CPU_REPORT = `data:text/javascript,${encodeURIComponent(
  "import { writeSync } from 'node:fs'; const exit = process.exit; process.exit = (code) => { const u = process.resourceUsage(); writeSync(2, `cpu ${(u.userCPUTime + u.systemCPUTime) / 1e6}\\n`); return exit.call(process, code); };",
)}`;

/**
 * `npm run import:hmps -- <dump> --uploads <dir>` against `env`'s database: exit code, wall and CPU seconds, seconds
 * per step (from its progress line to the next one, the last to the end) and its output without progress counts.
 * @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, wall: number, cpu: number, steps: Record<string, number>, output: string }>}
 */
function runImport(env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        `--import=${CPU_REPORT}`,
        path.join(root, 'scripts/import-hmps.mjs'),
        dump.exportDir,
        '--uploads',
        dump.uploadsDir,
        '--assets',
        dump.assetsDir,
      ],
      { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? work, ...env } },
    );
    let cpu = NaN;
    /** @type {Array<[string, number]>} */
    const marks = [['boot', 0]];
    let output = '';
    let partial = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => {
      const lines = (partial + d).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('cpu ')) cpu = Number(line.slice(4));
        const step = STEPS.find(([prefix]) => line.startsWith(prefix));
        if (step) marks.push([step[1], (performance.now() - started) / 1000]);
        if (!line.startsWith('  ')) output += `${line}\n`;
      }
    });
    child.on('close', (code) => {
      const wall = (performance.now() - started) / 1000;
      /** @type {Record<string, number>} */
      const steps = {};
      marks.forEach(([step, at], i) => (steps[step] = (marks[i + 1]?.[1] ?? wall) - at));
      resolve({ code, wall, cpu, steps, output });
    });
  });
}

/** A scratch database of `kind` and the environment a cms (and the command) uses for it; `drop` removes it. */
async function scratchDatabase(kind) {
  const dir = fs.mkdtempSync(path.join(work, `${kind}-`));
  const env = benchCmsEnv({
    port,
    databaseFile: path.join(dir, 'data.db'),
    publicDir: path.join(dir, 'public'),
    ownerPassword: `Bench-${crypto.randomBytes(9).toString('base64url')}`,
  });
  if (kind === 'sqlite') return { env, drop: async () => {} };
  const { Client } = cmsRequire('pg');
  const name = `hmti_bench_import_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const drop = async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { env: { ...env, DATABASE_CLIENT: 'postgres', DATABASE_URL: url, DATABASE_FILENAME: '' }, drop };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const results = [];
for (const kind of databases) {
  const database = await scratchDatabase(kind);
  try {
    // The site as an operator has it before the move: started once with its demo content, then stopped.
    const stop = await startBenchCms({ port, name: 'bench-import', env: { ...database.env, SEED_DEMO: 'true' } });
    await stop();
    const loadBefore = loadAverage();
    const first = await runImport(database.env);
    if (first.code !== 0) throw new Error(`import:hmps failed on ${kind}:\n${first.output}`);
    const second = await runImport(database.env);
    if (second.code !== 0) throw new Error(`second import:hmps failed on ${kind}:\n${second.output}`);
    if (!/ 0 document\(s\) imported/.test(second.output))
      throw new Error(`the second run imported again:\n${second.output}`);
    const result = { kind, first, second, loadBefore, loadAfter: loadAverage() };
    console.log(kind, first.steps, `wall ${first.wall.toFixed(1)} s; second run ${second.wall.toFixed(1)} s`);
    console.log(
      first.output
        .split('\n')
        .filter((l) => /^(articles|activities|import:hmps:) /.test(l))
        .join('\n'),
    );
    results.push(result);
  } finally {
    await database.drop();
  }
}
fs.rmSync(work, { recursive: true, force: true });

const s = (v) => (v === undefined || Number.isNaN(v) ? '–' : `${v.toFixed(1)} s`);
const perThousand = (seconds, n) => `${((seconds / n) * 1000).toFixed(2)} s`;
const name = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const rows = results.map(({ kind, first, second }) => {
  const d = first.steps;
  const activities = d['activities, commit'];
  return `| ${name[kind]} | ${s(d.boot)} | ${s(d['read the dump'])} | ${s(d.articles)} (${perThousand(d.articles, ARTICLES)} per 1000) | ${s(activities)} (${perThousand(activities, ACTIVITIES)} per 1000) | ${s(first.wall - d.boot)} | **${s(first.wall)}** | ${s(first.cpu)} | ${s(second.wall)} |`;
});
const importedActivities = Number(/^activities\s+\d+\s+(\d+)/m.exec(results[0]?.first.output ?? '')?.[1] ?? NaN);
const cpu = os.cpus();
replaceSection(
  'hmps import (npm run bench:import)',
  `
How long moving a large hmps site takes: \`npm run import:hmps -- <dump> --uploads <dir>\` as an operator runs it, on a
site started once before (its demo content is replaced). The dump (mongoexport form, ${(dumpMb / 2 ** 20).toFixed(0)} MB) is the API
test's fixture (\`cms/tests/fixtures/hmps/make-dump.mjs\`: accounts, roles, members, library, settings and their hard
cases) with **${ARTICLES.toLocaleString('en')} articles** (about 3 KB of TinyMCE markup each, with inline styles the
sanitiser removes) and **${ACTIVITIES.toLocaleString('en')} activity entries** (${importedActivities.toLocaleString('en')} imported: the fixture gives one in seven an
action this log does not have, and two are older than it keeps). One transaction; a step runs from its progress line
to the next one's; "CPU" is the command's user + system time (all threads). "Again" is the same command run a second
time: it reads everything and imports nothing twice.

| database | boot | read the dump | articles | activities, commit | import (after boot) | whole command | CPU | again |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1/5/15 min)
${results.map((r) => `${name[r.kind]}: ${r.loadBefore} before, ${r.loadAfter} after`).join('; ')}. On a shared machine the wall
times grow with the load; the CPU time much less.
`,
);
