// `npm test`: the quality gate (format, lint, types, unused code) first, then every test suite.
// Stages run in order; the steps inside a stage run side by side, each with its output held back and printed whole
// when it ends, so logs never interleave. The suites that each wait on their own server (API on SQLite, API on
// PostgreSQL when TEST_PG_URL is set, end-to-end in Chromium) share the machine's cores in one stage, each running
// several files at once with a server per worker (TEST_WORKERS, default 2; the PostgreSQL pass one).
// All stages run even when one fails; the exit code is non-zero if anything failed.
//   --suite NAME   only that step (lint, typecheck, knip, build-cms, web-unit, contract-unit, cms-unit, api,
//                  api-postgres, api-node24, e2e, e2e-dev-build)
//   --serial       one step at a time, output streamed (for reading a failure as it happens)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/env-file.mjs';

const argValue = (flag) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : null);
const only = argValue('--suite');
const serial = process.argv.includes('--serial');
const pgUrl = process.env.TEST_PG_URL;
/** A folder holding Node 24's `node` (scripts/node-from-registry.sh 24): a pass of API files runs on it as well. */
const node24Dir = process.env.TEST_NODE24_DIR;
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

/** @param {string} name @param {string} [config] */
const vitest = (name, config) => [
  'vitest',
  'run',
  ...(config ? ['--config', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, `${name}.json`)}`,
];

/**
 * @typedef {{ cmd: string, args: string[], dir: string, env?: Record<string, string | undefined>, nodeDir?: string }} Command
 * @typedef {{ name: string, commands: Command[], report?: string, build?: boolean }} Step
 */

/** The end-to-end specs that also run against a development bundle (`npm run test:e2e:dev-build`). */
const DEV_BUILD_SPECS = ['e2e/toasts.spec.ts'];

/** The API suite picks its database from TEST_PG_URL: unset for the SQLite pass, set for the PostgreSQL pass. */
const sqliteEnv = { TEST_PG_URL: undefined };

/** Files run side by side in the browser suite and the SQLite API pass, each worker with its own server and database. */
const workers = process.env.TEST_WORKERS ?? '2';
/** The main browser run uses E2E_PORT and the next ports (one per worker); the development-bundle run the port after. */
const e2ePort = Number(process.env.E2E_PORT ?? 1347);

/** The web app's development bundle, served by the development-bundle run (scripts/e2e-server.mjs serves it). */
const DEV_BUNDLE = {
  cmd: 'npx',
  args: [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--mode',
    'development',
    '--outDir',
    'dist-development',
    '--emptyOutDir',
  ],
  dir: 'web',
  env: { NODE_ENV: 'development' },
};

/**
 * Every TypeScript project, checked by TypeScript 7's native compiler (the `typescript-7` alias): the same verdict as
 * TypeScript 6 for a fifth of its CPU. ESLint's typed rules keep TypeScript 6 (typescript-eslint supports < 6.1), and
 * the builds keep theirs. Called by its path: both packages name their command `tsc`.
 */
const TYPE_CHECKED = [
  'packages/contract/tsconfig.json',
  'web/tsconfig.json',
  'cms/tsconfig.test.json',
  'cms/src/plugins/rich-editor/tsconfig.json',
  'tsconfig.json',
  'scripts/tsconfig.json',
];
const TSC_7 = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Each stage's lanes run side by side; the steps of one lane run in turn. @type {{ name: string, lanes: (Step | Step[])[] }[]} */
const stages = [
  {
    // Everything else imports the compiled contract, so it is built first from its current source.
    name: 'contract',
    lanes: [{ name: 'contract', commands: [{ cmd: 'npm', args: ['run', 'build', '-w', '@hmti/contract'], dir: '.' }] }],
  },
  {
    name: 'quality',
    lanes: [
      {
        name: 'lint',
        commands: [
          { cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], dir: '.' },
          { cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'], dir: '.' },
        ],
      },
      {
        name: 'typecheck',
        commands: TYPE_CHECKED.map((project) => ({
          cmd: 'node',
          args: [TSC_7, '-p', project, '--pretty', 'false'],
          dir: '.',
        })),
      },
      { name: 'knip', commands: [{ cmd: 'npx', args: ['knip', '--no-progress'], dir: '.' }] },
      // Everything the server stages start, built once and beside the checks (a build is not a test, and the checks
      // leave a core idle part of the time): the cms server and its /admin panel (`strapi build` compiles both; the
      // admin journey needs the panel), the production bundle and the development bundle of the web app.
      { name: 'build-cms', build: true, commands: [{ cmd: 'npx', args: ['strapi', 'build'], dir: 'cms' }] },
      [
        {
          name: 'build-web',
          build: true,
          // The browser bundle, then the server entry the cms renders the public pages with (web's `build` script
          // without its type check, which the quality stage has run).
          commands: [
            { cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], dir: 'web' },
            { cmd: 'npx', args: ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], dir: 'web' },
          ],
        },
        { name: 'build-web-development', build: true, commands: [DEV_BUNDLE] },
      ],
    ],
  },
  // The suites that run servers come in two stages, not one: with the browser suite beside the API passes, a
  // 2-core machine ran six cms servers and two browsers at once (load average 11-16), and tests that wait on the clock
  // of a page (a slideshow's 3 s, a toast's 5 s, a 30 s test) failed for want of CPU. Each stage alone still keeps
  // both cores busy, so the whole run takes about as long.
  {
    name: 'units and API',
    lanes: [
      [
        { name: 'web-unit', report: 'web-unit.json', commands: [{ cmd: 'npx', args: vitest('web-unit'), dir: 'web' }] },
        {
          name: 'contract-unit',
          report: 'contract-unit.json',
          commands: [{ cmd: 'npx', args: vitest('contract-unit'), dir: 'packages/contract' }],
        },
        {
          name: 'cms-unit',
          report: 'cms-unit.json',
          commands: [{ cmd: 'npx', args: vitest('cms-unit', 'vitest.unit.config.ts'), dir: 'cms' }],
        },
        // The runtime one major up (the floor is Node 22): the cms started by Node 24 for a few API files
        // (vitest.api.config.ts, NODE24_FILES), once the units have left the core.
        ...(node24Dir
          ? [
              {
                name: 'api-node24',
                report: 'api-node24.json',
                commands: [
                  {
                    cmd: 'npx',
                    args: vitest('api-node24', 'vitest.api.config.ts'),
                    dir: 'cms',
                    nodeDir: node24Dir,
                    env: { ...sqliteEnv, API_SUBSET: 'node24' },
                  },
                ],
              },
            ]
          : []),
      ],
      {
        name: 'api',
        report: 'api.json',
        commands: [
          {
            cmd: 'npx',
            args: vitest('api', 'vitest.api.config.ts'),
            dir: 'cms',
            env: { ...sqliteEnv, API_WORKERS: workers },
          },
        ],
      },
      ...(pgUrl
        ? [
            {
              name: 'api-postgres',
              report: 'api-postgres.json',
              commands: [
                {
                  cmd: 'npx',
                  args: vitest('api-postgres', 'vitest.api.config.ts'),
                  dir: 'cms',
                  env: { TEST_PG_URL: pgUrl, API_SUBSET: 'postgres', API_WORKERS: '1' },
                },
              ],
            },
          ]
        : []),
    ],
  },
  {
    name: 'browser',
    lanes: [
      {
        name: 'e2e',
        report: 'e2e-report.json',
        commands: [{ cmd: 'npx', args: ['playwright', 'test'], dir: '.', env: { ...sqliteEnv, E2E_WORKERS: workers } }],
      },
      {
        name: 'e2e-dev-build',
        report: 'e2e-dev-build-report.json',
        commands: [
          {
            cmd: 'npx',
            args: ['playwright', 'test', ...DEV_BUILD_SPECS],
            dir: '.',
            env: { ...sqliteEnv, E2E_WEB_BUILD: 'development', E2E_PORT: String(e2ePort + Number(workers)) },
          },
        ],
      },
    ],
  },
];

/**
 * `npx NAME …` runs the installed binary itself, as npx would find it (the workspace's node_modules/.bin, then the
 * root's, both also on PATH): npx's own start-up costs ~0.4 CPU-seconds each time, and a run starts about twenty.
 * @param {Command} command @returns {{ file: string, argv: string[], binPath: string }}
 */
function resolveCommand({ cmd, args, dir }) {
  const binDirs = [...new Set([path.join(root, dir, 'node_modules', '.bin'), path.join(root, 'node_modules', '.bin')])];
  const binPath = [...binDirs, process.env.PATH].join(path.delimiter);
  if (cmd !== 'npx') return { file: cmd, argv: args, binPath };
  const [name, ...rest] = args;
  const bin = binDirs.map((d) => path.join(d, name)).find((file) => fs.existsSync(file));
  return bin ? { file: bin, argv: rest, binPath } : { file: cmd, argv: args, binPath };
}

/** @param {Command} command @param {boolean} stream @returns {Promise<{ code: number, output: string }>} */
function runCommand(command, stream) {
  const { dir, env, nodeDir } = command;
  const { file, argv, binPath } = resolveCommand(command);
  return new Promise((resolve) => {
    /** @type {Record<string, string | undefined>} */
    const childEnv = {
      ...process.env,
      PATH: nodeDir ? [nodeDir, binPath].join(path.delimiter) : binPath,
      FORCE_COLOR: '0',
      ...env,
    };
    for (const [k, v] of Object.entries(childEnv)) if (v === undefined || v === '') delete childEnv[k];
    const child = spawn(file, argv, { cwd: path.join(root, dir), env: childEnv, stdio: stream ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (err) => resolve({ code: 127, output: String(err) }));
  });
}

/** @param {Step} step @param {boolean} stream */
async function runStep(step, stream) {
  const started = Date.now();
  if (step.report) fs.rmSync(path.join(reports, step.report), { force: true });
  let output = '';
  let ok = true;
  for (const command of step.commands) {
    if (stream) console.log(`\n$ ${command.cmd} ${command.args.join(' ')}`);
    else output += `$ ${command.cmd} ${command.args.join(' ')}\n`;
    const result = await runCommand(command, stream);
    output += result.output;
    if (result.code !== 0) {
      ok = false;
      break;
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!stream) console.log(`\n━━━ ${step.name} (${seconds} s) ━━━\n${output.trimEnd()}`);
  console.log(`${ok ? '✔' : '✖'} ${step.name} ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  return { step, ok };
}

const counts = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];
/** Each failed test, a line each, repeated at the very end (a suite's own output may scroll far out of sight). */
/** @type {string[]} */
const failedTests = [];
/** @param {string} file */
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** @param {Step} step @param {boolean} ok */
function tally(step, ok) {
  const report = step.report ? readJson(path.join(reports, step.report)) : null;
  if (report && step.name.startsWith('e2e')) {
    counts.passed += report.stats.expected + (report.stats.flaky ?? 0);
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  } else if (report) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (!ok) failures.push(step.name);
  if (!ok && !report && step.report) counts.failed += 1;
  if (report) failedTests.push(...failedTestsOf(step.name, report));
}

/** @param {string | undefined} message */
const firstLine = (message) => (message ?? '').split('\n').find((line) => line.trim()) ?? '';

/**
 * What a failed browser test's error says beyond its first line (the expected and received values, the locator and
 * the line of the spec that failed), without colour codes: CI keeps only this summary, so it must be enough to tell
 * which assertion failed and why.
 * @param {any} error @returns {string}
 */
const errorDetail = (error) => {
  // eslint-disable-next-line no-control-regex -- the colour codes Playwright puts in its messages
  const plain = (error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((/** @type {string} */ line) => line.trimEnd())
    .filter((/** @type {string} */ line) => line.trim())
    .slice(1, 9);
  const at = error?.location ? `at ${path.relative(root, error.location.file)}:${error.location.line}` : '';
  return [...lines, at]
    .filter(Boolean)
    .map((line) => `\n    ${line}`)
    .join('');
};

/**
 * The failed tests of a Playwright or Vitest JSON report, as `suite › file:line › title — first line of the error`.
 * @param {string} suite @param {any} report @returns {string[]}
 */
function failedTestsOf(suite, report) {
  const lines = [];
  if (report.suites) {
    /** @param {any} node @param {string[]} titles */
    const walk = (node, titles) => {
      for (const spec of node.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.findLast((/** @type {any} */ r) => r.error)?.error;
          lines.push(
            `${suite} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${firstLine(error?.message)}${errorDetail(error)}`,
          );
        }
      }
      for (const child of node.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const top of report.suites) walk(top, []);
  } else {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const where = path.relative(root, file.name);
        lines.push(`${suite} › ${where} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  }
  return lines;
}

const started = Date.now();
for (const stage of stages) {
  // A lane is one step, or a list of steps run in turn.
  const lanes = stage.lanes.map((lane) => (Array.isArray(lane) ? lane : [lane]));
  // A single suite still needs its build (the server stages run compiled cms code and the built web app).
  const needsBuild = !!only && ['api', 'api-postgres', 'api-node24', 'e2e', 'e2e-dev-build'].includes(only);
  const chosen = lanes
    .map((lane) => lane.filter((s) => !only || s.name === only || (needsBuild && s.build)))
    .filter((l) => l.length);
  if (!chosen.length) continue;
  /** @param {Step[]} lane @param {boolean} stream */
  const runLane = async (lane, stream) => {
    const out = [];
    for (const step of lane) out.push(await runStep(step, stream));
    return out;
  };
  const results = [];
  if (serial || chosen.length === 1) for (const lane of chosen) results.push(...(await runLane(lane, serial)));
  else results.push(...(await Promise.all(chosen.map((lane) => runLane(lane, false)))).flat());
  for (const { step, ok } of results) tally(step, ok);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All checks and suites passed.'} (${minutes} min)`,
);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
for (const line of failedTests) console.log(`✖ ${line}`);
process.exit(failures.length || counts.failed ? 1 : 0);
