// `npm run bench:analytics`: what counting page views costs a public page. Two cms side by side on fresh databases,
// one counting (ANALYTICS_ENABLED=true) and one not; autocannon loads `GET /` as a browser would (a desktop Chrome
// User-Agent, many addresses through the trusted proxy) in alternating rounds, and the median throughput of each is
// compared. Target: counting costs ≤ 5 %. Writes docs/performance.md, section "Page-view counting".
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib/env-file.mjs';
import { cmsServerIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { startBenchCms } from './lib/bench-cms.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
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
try {
  for (const s of Object.values(servers)) await load(s.port); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts with the other server, so neither always meets the machine's state first.
    const order = Object.entries(servers);
    if (round % 2) order.reverse();
    for (const [name, s] of order) {
      const r = await load(s.port);
      if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} answers were not 2xx`);
      results[name].push(r.requests.average);
    }
  }
} finally {
  await Promise.all(stops.map((stop) => stop()));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const counting = median(results.counting);
const plain = median(results['not counting']);
const cost = (1 - counting / plain) * 100;
console.log({ counting: results.counting, notCounting: results['not counting'], costPercent: cost });

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

Cost of counting: **${cost.toFixed(1)} %**. Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length}× ${
    os.cpus()[0]?.model ?? 'CPU'
  }, Node ${process.version} (load average ${loadAverage}).
`,
);
