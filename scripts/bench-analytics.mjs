// `npm run bench:analytics`: what counting page views adds to the cost of a kept (cached) public page. One cms keeps
// the home page; autocannon loads it without pause as many browsers would, and counting is switched on and off in the
// running process (scripts/lib/analytics-switch.mjs) every 100 ms under that load, so both sides share one heap, one
// JIT state and, a fraction of a second apart, the same state of the shared machine. The windows cycle over three labels — counting,
// not counting, and a control that is also not counting (an A/A pair: what the method reads as a "cost" where there
// is none) — in a balanced order. The main figure is the CPU time the cms spent per answer, counting against not
// counting within each cycle. Target: counting costs ≤ 5 %. Writes docs/performance.md, section "Page-view counting".
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/env-file.mjs';
import { benchTools } from './lib/bench-tools.mjs';
import { compileCmsServerIfStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { startBenchCms } from './lib/bench-cms.mjs';

const { autocannon } = await benchTools();
/**
 * What this script reads of autocannon's `Result` (the type check runs without bench/node_modules).
 * @typedef {{ non2xx: number, errors: number }} LoadResult
 */

const CYCLES = Number(process.env.BENCH_CYCLES ?? 600);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 100);
const WARM_UP_CYCLES = 30;
// The run is also cut into this many stretches of consecutive cycles, compared each on its own (the spread).
const BLOCKS = 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Distinct visitors the load cycles through (each one's views after the first of the day are repeat views).
const VISITORS = Number(process.env.BENCH_VISITORS ?? 5000);
const port = Number(process.env.BENCH_ANALYTICS_PORT ?? 1483);
// Which page is kept and loaded: `home`, the site's real home page (the web build's server entry, demo content), or
// `minimal`, a stand-in entry rendering a few words (the page's own cost is lowest, so counting's share is largest).
const PAGE = process.env.BENCH_ANALYTICS_PAGE === 'minimal' ? 'minimal' : 'home';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));

const startedAt = new Date();
const loadAverageBefore = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
await compileCmsServerIfStale();
if (PAGE === 'home' && webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });

// A stand-in for the web app's server entry: every public page renders (small, so the page's own cost is low and
// counting's share is at its largest), and the server keeps it like a real one.
const SERVER_ENTRY = `
exports.setUp = async () => {};
exports.render = async () => ({ head: '<title>Beranda</title>', html: '<main><h1>Beranda</h1><p>Berita dan kegiatan himpunan.</p></main>', state: '[]' });
`;
const switchFile = path.join(os.tmpdir(), `bench-analytics-switch-${process.pid}`);
const stop = await startBenchCms({
  port,
  name: 'bench-analytics',
  env: {
    ANALYTICS_ENABLED: 'false',
    BENCH_ANALYTICS_SWITCH: switchFile,
    // More settings for the cms, e.g. '{"ANALYTICS_FLUSH_SECONDS":"1"}' to see what the writes of the counts cost.
    ...(PAGE === 'home' ? { WEB_DIST_DIR: path.join(root, 'web/dist'), SEED_DEMO: 'true' } : {}),
    ...JSON.parse(process.env.BENCH_CMS_ENV ?? '{}'),
  },
  webFiles: PAGE === 'minimal' ? { '.vite/ssr/entry-server.cjs': SERVER_ENTRY } : {},
  nodeFlags: ['--import', pathToFileURL(path.join(root, 'scripts/lib/analytics-switch.mjs')).href],
});
const url = `http://127.0.0.1:${port}/`;

/** Visitor i's request headers: a browser's, a quarter of them arriving from a search engine, a third on a phone. */
const headersOf = (i) => ({
  'User-Agent': i % 3 === 0 ? MOBILE : DESKTOP,
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
  'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8',
  ...(i % 4 === 0 ? { Referer: 'https://www.google.com/' } : {}),
  'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
});
let visitor = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LABELS = /** @type {const} */ (['counting', 'not counting', 'control']);
const COUNTING = { counting: true, 'not counting': false, control: false };
/**
 * The orders of the cycles, in turn (a Williams design): each label takes each place in a cycle equally often, and
 * follows each other label equally often, so what a window leaves behind (counts waiting for the flush, a changed
 * code path) weighs on every label alike. A plain rotation would put "not counting" after "counting" every time.
 */
const ORDERS = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
  [0, 2, 1],
  [1, 0, 2],
].map((order) => order.map((i) => LABELS[i]));
/** The plan: the labels of the windows in turn, warm-up first. */
const plan = [
  ...Array.from({ length: WARM_UP_CYCLES }, (_, cycle) => ORDERS[cycle % ORDERS.length]).flat(),
  ...Array.from({ length: CYCLES }, (_, cycle) => ORDERS[cycle % ORDERS.length]).flat(),
];

/** The views the cms has written to its database (all days). */
const viewsInDatabase = () => {
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(stop.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return Number(db.prepare("SELECT COALESCE(SUM(views), 0) AS n FROM analytics_daily WHERE kind = 'site'").get().n);
  } finally {
    db.close();
  }
};

let viewsCounted = 0;
/** Bytes of the kept page as the load receives it (body, with the compression the browsers ask for). */
let pageBytes;
/** @type {Array<{ counting: boolean, cpuNs: number, mainNs: number, gcMs: number, answers: number, ms: number }>} */
let measured = [];
try {
  // The page is kept: the second request is answered from memory.
  await fetch(url, { headers: headersOf(1) });
  const probe = await fetch(url, { headers: headersOf(1) });
  if (probe.headers.get('x-cache') !== 'HIT')
    throw new Error(`GET / is not kept (X-Cache ${probe.headers.get('x-cache')})`);
  pageBytes = Number(probe.headers.get('content-length')) || (await probe.arrayBuffer()).byteLength;
  // One load for the whole run; the cms runs the plan under it.
  const load = autocannon({
    url,
    connections: CONNECTIONS,
    duration: 24 * 3600,
    headers: headersOf(0),
    // The next visitor on each request.
    setupClient: (client) =>
      client.on('response', () => {
        visitor = (visitor + 1) % VISITORS;
        client.setHeaders(headersOf(visitor));
      }),
  });
  const loadResult = new Promise((resolve) => load.on('done', resolve));
  await sleep(2000);
  fs.writeFileSync(switchFile, JSON.stringify({ windowMs: WINDOW_MS, counting: plan.map((label) => COUNTING[label]) }));
  process.kill(Number(stop.pid), 'SIGUSR2');
  const deadline = Date.now() + plan.length * WINDOW_MS * 3 + 60_000;
  while (!fs.existsSync(`${switchFile}.done`)) {
    if (Date.now() > deadline) throw new Error('the cms did not finish the plan');
    await sleep(500);
  }
  await sleep(100);
  measured = JSON.parse(fs.readFileSync(`${switchFile}.done`, 'utf8'));
  /** @type {any} */ (load).stop();
  const result = /** @type {LoadResult} */ (await loadResult);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} answers not 2xx, ${result.errors} errors`);
  if (measured.length !== plan.length) throw new Error(`${measured.length} windows measured of ${plan.length}`);
  // Every answer in a counting window is a view; the views reach the database with the next flush (every 10 s).
  const expected = measured.filter((w) => w.counting).reduce((n, w) => n + w.answers, 0);
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    viewsCounted = viewsInDatabase();
    if (viewsCounted >= expected) break;
    await sleep(500);
  }
  // Answered between two windows (while switching) are a few: within 1 %; windows without counting count none.
  if (Math.abs(viewsCounted - expected) > expected * 0.01)
    throw new Error(`${viewsCounted} views counted for ${expected} answers in counting windows`);
} finally {
  await stop();
  fs.rmSync(switchFile, { force: true });
  fs.rmSync(`${switchFile}.done`, { force: true });
}
const countingAnswers = measured.filter((w) => w.counting).reduce((n, w) => n + w.answers, 0);
/** The measured windows (warm-up left out) by label, in cycles of three. */
const byLabel = Object.fromEntries(
  LABELS.map((label) => [
    label,
    plan
      .map((l, i) => ({ label: l, ...measured[i] }))
      .slice(WARM_UP_CYCLES * 3)
      .filter((w) => w.label === label),
  ]),
);
/** µs of CPU per answer over a set of windows (their totals). */
const cpuPerAnswer = (ws) => ws.reduce((n, w) => n + w.cpuNs, 0) / 1000 / ws.reduce((n, w) => n + w.answers, 0);
/** The run cut into BLOCKS stretches of consecutive cycles: per stretch, how much more `label` cost than "not counting" (%). */
const perBlock = (label) =>
  Array.from({ length: BLOCKS }, (_, b) => {
    const from = Math.floor((b * CYCLES) / BLOCKS);
    const to = Math.floor(((b + 1) * CYCLES) / BLOCKS);
    return (
      (cpuPerAnswer(byLabel[label].slice(from, to)) / cpuPerAnswer(byLabel['not counting'].slice(from, to)) - 1) * 100
    );
  });
const total = (label) => cpuPerAnswer(byLabel[label]);
/** µs per answer of the main thread alone, and of the garbage collector's pauses, over all windows of a label. */
const perAnswer = (label, micros) =>
  byLabel[label].reduce((n, w) => n + micros(w), 0) / byLabel[label].reduce((n, w) => n + w.answers, 0);
const mainThread = (label) => perAnswer(label, (w) => w.mainNs / 1000);
const gcPauses = (label) => perAnswer(label, (w) => w.gcMs * 1000);
const costTotal = (total('counting') / total('not counting') - 1) * 100;
const controlTotal = (total('control') / total('not counting') - 1) * 100;
const cost = perBlock('counting');
const control = perBlock('control');
const answersPerSecond = (label) =>
  byLabel[label].reduce((n, w) => n + w.answers, 0) / (byLabel[label].reduce((n, w) => n + w.ms, 0) / 1000);

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * The counting work of one view on its own, in this process: the compiled function the cms calls for every answered
 * page (src/api/analytics/lib/count-page-view.ts) with the in-memory counter behind it, given the bench's requests.
 * Microseconds per view.
 */
function countingWorkMicros() {
  const { pageViewCounter } = cmsRequire('./dist/src/api/analytics/lib/count-page-view.js');
  const { PageViewCounter } = cmsRequire('./dist/src/api/analytics/lib/page-view-counter.js');
  const counter = new PageViewCounter('Asia/Jakarta');
  // The two services the counting function asks for: the page-view counter, and the settings (never in maintenance).
  const settings = { knownMaintenanceMode: () => false };
  const strapi = { service: (uid) => (uid === 'api::settings.site-settings' ? settings : counter) };
  const count = pageViewCounter(strapi);
  const requests = Array.from({ length: VISITORS }, (_, i) => {
    const headers = Object.fromEntries(
      Object.entries(headersOf(i)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    return {
      method: 'GET',
      path: '/',
      get: (name) => headers[name] ?? '',
      req: { socket: { remoteAddress: '127.0.0.1' } },
    };
  });
  const n = 200_000;
  for (let i = 0; i < n / 10; i += 1) count(requests[i % VISITORS], 200, 'text/html'); // warm-up
  // CPU time of this thread, not wall time: time the machine gives to others is not counting's.
  const started = process.cpuUsage();
  for (let i = 0; i < n; i += 1) count(requests[i % VISITORS], 200, 'text/html');
  const used = process.cpuUsage(started);
  const micros = (used.user + used.system) / n;
  const counted = counter
    .drain()
    .filter((row) => row.kind === 'site')
    .reduce((sum, row) => sum + row.views, 0);
  if (counted !== n + n / 10) throw new Error(`the counting function counted ${counted} of ${n + n / 10} views`);
  return micros;
}
const workMicros = countingWorkMicros();
console.dir({ costTotal, controlTotal, cost, control, workMicros, viewsCounted, countingAnswers }, { depth: 4 });

const pct = (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)} %`;
const startedText = startedAt.toISOString().slice(0, 16).replace('T', ' ');
const loadAfter = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
const plainCpu = total('not counting');
const spread = (values) => `${pct(median(values))} (${pct(sorted(values)[0])} … ${pct(sorted(values).at(-1))})`;
const pageText =
  PAGE === 'home'
    ? `\`GET /\`, the site's home page as the web build renders it with the demo content (${(pageBytes / 1024).toFixed(1)} KB as sent)`
    : `\`GET /\` (a stand-in server entry renders a small page of ${pageBytes} bytes as sent: the page's own cost is low, so counting's share is at its largest)`;
replaceSection(
  PAGE === 'home'
    ? 'Page-view counting (npm run bench:analytics)'
    : 'Page-view counting, smallest page (BENCH_ANALYTICS_PAGE=minimal npm run bench:analytics)',
  `
What counting page views adds to the CPU cost of a kept (cached) public page. One cms (production, SQLite) keeps
${pageText}. autocannon loads it without pause as ${VISITORS} browsers would (${CONNECTIONS} connections; desktop and phone
User-Agents, a quarter arriving from a search engine, each visitor's own address through the trusted proxy). Under
that one load the cms itself (\`scripts/lib/analytics-switch.mjs\`, loaded only by the benchmark) switches counting
every ${WINDOW_MS} ms and notes, per window, the CPU time of all its threads (the scheduler's \`/proc/self/task/*/schedstat\`)
and the answers it sent: ${CYCLES} cycles of three windows — **counting**, **not counting**, and a **control** that is not
counting either — after ${WARM_UP_CYCLES} cycles of warm-up; each label takes each place in a cycle, and follows each other
label, equally often (six orders in turn). So the compared windows share one process (heap, JIT state) and, a
fraction of a second apart, the same state of the shared machine. Main figure: CPU per answer over all windows of a
label, counting against not counting; the control, compared the same way, is what the method reads as a cost where
there is none. Spread: the run cut into ${BLOCKS} stretches of consecutive cycles, each compared on its own. At the end
the views in the database must match the answers of the counting windows. Target: counting costs ≤ 5 %.

| windows | µs of CPU per answer | of which the main thread | GC pauses (main thread) | answers/s |
| --- | --- | --- | --- | --- |
${LABELS.map((label) => `| ${label} | ${total(label).toFixed(1)} | ${mainThread(label).toFixed(1)} | ${gcPauses(label).toFixed(1)} | ${answersPerSecond(label).toFixed(0)} |`).join('\n')}

| against "not counting" | whole run | ${BLOCKS} stretches: median (lowest … highest) |
| --- | --- | --- |
| counting | **${pct(costTotal)}** | ${spread(cost)} |
| control (A/A) | ${pct(controlTotal)} | ${spread(control)} |

Views counted: ${viewsCounted} for ${countingAnswers} answers in counting windows. The counting function on its own
(the compiled \`count-page-view\` with the counter behind it, the same requests, 200 000 views, CPU time of the
thread): **${workMicros.toFixed(2)} µs per view**, ${((workMicros / plainCpu) * 100).toFixed(1)} % of the ${plainCpu.toFixed(0)} µs an answer costs without counting.
Measured ${startedText} UTC on ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average (1/5/15 min)
${loadAverageBefore} before, ${loadAfter} after.
`,
);
