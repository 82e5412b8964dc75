// `npm test`: every suite in turn (unit, API against a real cms, end-to-end in Chromium).
// All suites run even when one fails; the exit code is non-zero if any failed.
// `--suite api` runs only the API suite (CI uses it for the PostgreSQL run, with TEST_PG_URL set).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/env-file.mjs';
import { run } from './lib/run.mjs';

const only = process.argv.includes('--suite') ? process.argv[process.argv.indexOf('--suite') + 1] : null;
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });
const vitestArgs = (name, config) => [
  'vitest',
  'run',
  ...(config ? ['--config', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, `${name}.json`)}`,
];

/** The end-to-end specs that also run against a development bundle (`npm run test:e2e:dev-build`). */
const DEV_BUILD_SPECS = ['e2e/toasts.spec.ts'];

const suites = [
  { name: 'web-unit', steps: [['npx', vitestArgs('web-unit'), 'web']] },
  { name: 'cms-unit', steps: [['npx', vitestArgs('cms-unit', 'vitest.unit.config.ts'), 'cms']] },
  {
    name: 'api',
    steps: [
      ['npx', ['tsc', '-p', 'tsconfig.json'], 'cms'],
      ['npx', vitestArgs(process.env.TEST_PG_URL ? 'api-postgres' : 'api', 'vitest.api.config.ts'), 'cms'],
    ],
  },
  {
    name: 'e2e',
    steps: [
      ['npm', ['run', 'build', '-w', 'web'], '.'],
      ['npx', ['playwright', 'test'], '.'],
    ],
  },
  // The toast journeys again on a development bundle (StrictMode mounts every component twice there).
  {
    name: 'e2e-dev-build',
    steps: [['npx', ['playwright', 'test', ...DEV_BUILD_SPECS], '.', { E2E_WEB_BUILD: 'development' }]],
  },
];

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

for (const suite of suites.filter((s) => !only || s.name === only)) {
  console.log(`\n━━━ ${suite.name} ━━━`);
  const reportName = suite.name === 'api' && process.env.TEST_PG_URL ? 'api-postgres' : suite.name;
  const reportFile = suite.name.startsWith('e2e')
    ? path.join(reports, suite.name === 'e2e' ? 'e2e-report.json' : 'e2e-dev-build-report.json')
    : path.join(reports, `${reportName}.json`);
  fs.rmSync(reportFile, { force: true });
  let ok = true;
  for (const [cmd, args, dir, extraEnv = {}] of suite.steps) {
    const env = { ...process.env, FORCE_COLOR: '0', ...extraEnv };
    if ((await run(cmd, args, { cwd: path.join(root, dir), env })) !== 0) {
      ok = false;
      break;
    }
  }
  const report = readJson(reportFile);
  if (report && suite.name.startsWith('e2e')) {
    counts.passed += report.stats.expected + (report.stats.flaky ?? 0);
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  } else if (report) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  if (!ok) failures.push(suite.name);
  if (!ok && !report) counts.failed += 1;
}

console.log(`\n${failures.length ? `Failed suites: ${failures.join(', ')}` : 'All suites passed.'}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
