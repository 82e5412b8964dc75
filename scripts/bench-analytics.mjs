// `npm run bench:analytics`: what counting page views costs a public page. Two cms side by side on fresh databases,
// one counting (ANALYTICS_ENABLED=true) and one not; autocannon loads `GET /` as a browser would (a desktop Chrome
// User-Agent, many addresses through the trusted proxy) in alternating rounds, and the median throughput of each is
// compared. Target: counting costs ≤ 5 %. Writes docs/performance.md, section "Page-view counting".
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib/env-file.mjs';
import { cmsServerIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { cpuSeconds, startBenchCms } from './lib/bench-cms.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Distinct visitors the load cycles through (each one's views after the first count as repeat views).
const VISITORS = Number(process.env.BENCH_VISITORS ?? 5000);
const basePort = Number(process.env.BENCH_ANALYTICS_PORT ?? 1483);
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

if (cmsServerIsStale()) await mustRun('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: path.join(root, 'cms') });

const servers = {
  counting: { port: basePort, env: { ANALYTICS_ENABLED: 'true' } },
  'not counting': { port: basePort + 1, env: { ANALYTICS_ENABLED: 'false' } },
};
const stops = await Promise.all(
  Object.entries(servers).map(([name, s]) =>
    startBenchCms({ port: s.port, name: `bench-analytics-${name.replace(' ', '-')}`, env: s.env }),
  ),
);

let visitor = 0;
const load = (port) =>
  autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'User-Agent': BROWSER, Accept: 'text/html' },
    // The next visitor's address on each request.
    setupClient: (client) =>
      client.on('response', () => client.setHeaders({ 'User-Agent': BROWSER, 'X-Forwarded-For': nextAddress() })),
  });
const nextAddress = () => {
  visitor = (visitor + 1) % VISITORS;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** @type {Record<'counting' | 'not counting', number[]>} */
const results = { counting: [], 'not counting': [] };
/** CPU time the cms spent per answered request, in microseconds, per round. @type {Record<'counting' | 'not counting', number[]>} */
const cpuPerRequest = { counting: [], 'not counting': [] };
const pids = Object.fromEntries(Object.keys(servers).map((name, i) => [name, stops[i].pid]));
try {
  for (const s of Object.values(servers)) await load(s.port); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts with the other server, so neither always meets the machine's state first.
    const order = Object.entries(servers);
    if (round % 2) order.reverse();
    for (const [name, s] of order) {
      const cpuBefore = cpuSeconds(pids[name]);
      const r = await load(s.port);
      const cpu = cpuSeconds(pids[name]) - cpuBefore;
      if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} answers were not 2xx`);
      results[name].push(r.requests.average);
      cpuPerRequest[name].push((cpu / r.requests.total) * 1e6);
    }
  }
} finally {
  await Promise.all(stops.map((stop) => stop()));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The counting work of one view on its own, in this process (the compiled cms code the servers ran): the page match,
 * the bot and opt-out checks, and the in-memory count with its visitor hash. Microseconds per view.
 */
function countingWorkMicros() {
  const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
  const { PageViewCounter } = cmsRequire('./dist/src/lib/analytics/page-view-counter.js');
  const { isBot, optedOut } = cmsRequire('./dist/src/lib/analytics/visit.js');
  const { matchPage } = cmsRequire('@hmti/contract');
  const counter = new PageViewCounter('Asia/Jakarta');
  const headers = { 'user-agent': BROWSER };
  const view = (i) => {
    if (!matchPage('/') || isBot(BROWSER) || optedOut((name) => headers[name] ?? '')) return;
    counter.record({
      path: '/',
      ip: `10.0.${(i >> 8) & 255}.${i & 255}`,
      userAgent: BROWSER,
      referrerHost: '',
      at: new Date(),
    });
  };
  const n = 200_000;
  for (let i = 0; i < n / 10; i += 1) view(i); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) view(i % VISITORS);
  return Number(process.hrtime.bigint() - started) / n / 1000;
}
const workMicros = countingWorkMicros();
const counting = median(results.counting);
const plain = median(results['not counting']);
const cost = (1 - counting / plain) * 100;
const cpuCounting = median(cpuPerRequest.counting);
const cpuPlain = median(cpuPerRequest['not counting']);
const cpuCost = (cpuCounting / cpuPlain - 1) * 100;
console.log({
  counting: results.counting,
  notCounting: results['not counting'],
  costPercent: cost,
  cpuMicrosPerRequest: cpuPerRequest,
  cpuCostPercent: cpuCost,
  countingWorkMicros: workMicros,
});

const loadAverage = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
replaceSection(
  'Page-view counting (npm run bench:analytics)',
  `
Throughput of \`GET /\` (the home page as the server answers it) on two cms side by side, one counting page views and
one with \`ANALYTICS_ENABLED=false\`, on the same build; autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, a
desktop browser's User-Agent and ${VISITORS} visitors' addresses in turn (so each request is also a visitor check). Target:
counting costs ≤ 5 %.

| cms | req/s per round | median |
| --- | --- | --- |
| counting | ${results.counting.map((v) => v.toFixed(0)).join(' / ')} | ${counting.toFixed(0)} |
| not counting | ${results['not counting'].map((v) => v.toFixed(0)).join(' / ')} | ${plain.toFixed(0)} |

CPU time the cms process spent per answered request (user + system, all threads, from \`/proc/PID/stat\` over each
round; unlike req/s it does not depend on how the two servers and the load generator happen to share the cores):

| cms | µs of CPU per request, per round | median |
| --- | --- | --- |
| counting | ${cpuPerRequest.counting.map((v) => v.toFixed(0)).join(' / ')} | ${cpuCounting.toFixed(0)} |
| not counting | ${cpuPerRequest['not counting'].map((v) => v.toFixed(0)).join(' / ')} | ${cpuPlain.toFixed(0)} |

Cost of counting: **${cpuCost.toFixed(1)} % more CPU per request**, ${cost.toFixed(1)} % fewer req/s. The counting work
of one view measured on its own (page match, bot and opt-out checks, the in-memory count with its visitor hash;
200 000 views in this process): **${workMicros.toFixed(2)} µs**, ${((workMicros / cpuPlain) * 100).toFixed(1)} % of the
${cpuPlain.toFixed(0)} µs a request costs the server without counting. Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length}× ${
    os.cpus()[0]?.model ?? 'CPU'
  }, Node ${process.version} (load average ${loadAverage}).
`,
);
