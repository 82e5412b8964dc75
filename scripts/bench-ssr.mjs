// `npm run bench:ssr`: the server's speed on the public pages and the API's front cache, on the large seed
// (10 000 articles; SQLite). Side by side in one run: time to first byte (p50 of sequential requests) of a kept
// (cached) and a freshly rendered (uncached) page, and the throughput of a kept page and of the front cache's
// `GET /api/articles?page=1` against a bare Node `http` server sending the identical bytes and headers.
// Results go to docs/performance.md, section "Server speed (npm run bench:ssr)".
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { benchTools } from './lib/bench-tools.mjs';
import { compileCmsServerIfStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';
import { benchCmsEnv, benchDir, seededDatabase } from './lib/bench-seed.mjs';

const { autocannon } = await benchTools();

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// Alternating cms/bare rounds of the throughput duel; the median ratio is reported with every round's.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TTFB_CACHED_N = 300;
const TTFB_UNCACHED_N = 40;
const cmsPort = Number(process.env.BENCH_SSR_PORT ?? 1481);
const barePort = cmsPort + 1;
// BENCH_CMS_DIR: another compiled cms to measure the same way (e.g. an earlier commit's, for a before/after); its
// figures are printed only, not written to docs/performance.md.
const otherCms = process.env.BENCH_CMS_DIR;
const cmsDir = otherCms ? path.resolve(otherCms) : path.join(root, 'cms');
const base = `http://127.0.0.1:${cmsPort}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!otherCms) await compileCmsServerIfStale();
if (webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });

const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const loadBefore = loadAvg();
const startedAt = new Date();
const seed = await seededDatabase(10_000);

// ── The cms under test: production, the real web build (server rendering on), the per-IP limits raised ────────
const dbFile = path.join(benchDir, `ssr-run-${process.pid}.db`);
fs.copyFileSync(seed, dbFile);
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? benchDir,
  ...benchCmsEnv(dbFile, cmsPort),
  API_RATE_LIMIT_MAX: '100000000',
  DDOS_MAX_CONCURRENT_PER_IP: '1000',
  DDOS_MAX_CONCURRENT_TOTAL: '1000',
  ...JSON.parse(process.env.BENCH_CMS_ENV ?? '{}'),
};
env.NODE_OPTIONS = cmsNodeOptions(env);
// For profiling: BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (flags for the cms's node).
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const cms = spawn(
  process.execPath,
  [...nodeFlags, path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
  {
    cwd: cmsDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let stderr = '';
cms.stderr?.on('data', (d) => (stderr += d));
// Whatever ends this script ends its cms too (an error must not leave a server holding the port).
process.on('exit', () => cms.kill('SIGTERM'));
const stopCms = () =>
  new Promise((resolve) => {
    const done = () => {
      fs.rmSync(dbFile, { force: true });
      resolve(undefined);
    };
    if (cms.exitCode !== null || cms.signalCode !== null) return done();
    cms.once('exit', done);
    cms.kill('SIGTERM');
  });
for (const started = Date.now(); ;) {
  if (cms.exitCode !== null) throw new Error(`cms exited (${cms.exitCode}):\n${stderr}`);
  try {
    if ((await fetch(`${base}/api/settings`)).status === 200) {
      // An answer from another server holding the port: ours has exited, which the check above reports.
      await sleep(500);
      if (cms.exitCode === null) break;
    }
  } catch {
    /* not listening yet */
  }
  if (Date.now() - started > 180_000) throw new Error('cms did not answer within 180 s');
  await sleep(200);
}

// ── Time to first byte: sequential requests on one kept-alive connection ──────────────────────────────────────
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const HTML = { accept: 'text/html', 'accept-encoding': 'identity' };
function ttfb(url) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers: HTML }, (res) => {
      const ms = performance.now() - t0;
      const cache = res.headers['x-cache'] ?? '';
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode, cache }));
    });
    req.on('error', reject);
  });
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
async function ttfbOf(page) {
  // Kept pages live FRONT_CACHE_TTL_MS (2 s by default): the one render after each expiry is not a kept answer.
  const cached = [];
  while (cached.length < TTFB_CACHED_N) {
    const r = await ttfb(`${base}${page.path}`);
    if (r.cache === 'HIT') cached.push(r.ms);
  }
  // Uncached: the same page under a query string never asked before (each one a fresh render, then kept).
  const uncached = [];
  const sep = page.path.includes('?') ? '&' : '?';
  for (let i = 0; i < TTFB_UNCACHED_N; i += 1) {
    const r = await ttfb(`${base}${page.path}${sep}bench=${process.pid}-${i}`);
    if (r.status !== 200 || r.cache !== 'MISS') throw new Error(`${page.path}: uncached answer ${r.status} ${r.cache}`);
    uncached.push(r.ms);
  }
  return { cached: median(cached), uncached: median(uncached) };
}

const first = (await (await fetch(`${base}/api/articles?page=1&pageSize=1`)).json()).data[0];
const pages = [
  { label: '`/`', path: '/' },
  { label: '`/artikel`', path: '/artikel' },
  { label: 'article', path: `/artikel/${first.id}/${first.slug}` },
  { label: '`/library`', path: '/library' },
];
for (const page of pages) {
  console.log(`TTFB: ${page.path}`);
  Object.assign(page, await ttfbOf(page));
}

// ── Throughput against a bare server sending the identical bytes and headers ─────────────────────────────────
/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc; NaN elsewhere). */
function cpuMicros(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return NaN;
  }
}
function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        non2xx: result.non2xx + result.errors,
        total: result.requests.total,
      });
    });
  });
}
const duels = [
  { label: 'kept page `/artikel` (HTML cache)', path: '/artikel', headers: HTML },
  {
    label: '`GET /api/articles?page=1` (front cache)',
    path: '/api/articles?page=1',
    headers: { 'accept-encoding': 'identity' },
  },
];
const bareFile = path.join(benchDir, `ssr-bare-${process.pid}.json`);
const bareResponses = {};
for (const d of duels) {
  let res = await fetch(`${base}${d.path}`, { headers: d.headers });
  for (let i = 0; res.headers.get('x-cache') !== 'HIT'; i += 1) {
    if (i > 20) throw new Error(`${d.path}: not answered from the cache`);
    await res.arrayBuffer();
    res = await fetch(`${base}${d.path}`, { headers: d.headers });
  }
  const headers = Object.fromEntries(
    [...res.headers].filter(
      ([k]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k),
    ),
  );
  bareResponses[d.path] = { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  d.bytes = Buffer.from(bareResponses[d.path].body, 'base64').length;
  d.headerCount = Object.keys(headers).length;
}
fs.writeFileSync(bareFile, JSON.stringify(bareResponses));
const bare = fork(path.join(root, 'scripts/lib/bare-server.mjs'), [String(barePort), bareFile], { stdio: 'ignore' });
await new Promise((resolve) => bare.once('message', resolve));
/** One cell: the load, and the server's CPU time per answer (less sensitive to other people's load than req/s). */
async function measured(pid, url, headers) {
  const before = cpuMicros(pid);
  const result = await load(url, headers);
  return { ...result, cpuPerAnswer: (cpuMicros(pid) - before) / result.total };
}
for (const d of duels) d.rounds = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const d of duels) {
    console.log(`load: ${d.path} (round ${round + 1} of ${ROUNDS})`);
    // Alternating, so both sides see the same background load.
    const cmsCell = await measured(cms.pid, `${base}${d.path}`, d.headers);
    const bareCell = await measured(bare.pid, `http://127.0.0.1:${barePort}${d.path}`, d.headers);
    d.rounds.push({ cms: cmsCell, bare: bareCell, load: os.loadavg()[0] });
  }
}
for (const d of duels) {
  const rpsRatios = d.rounds.map((r) => r.cms.rps / r.bare.rps);
  const cpuRatios = d.rounds.map((r) => r.bare.cpuPerAnswer / r.cms.cpuPerAnswer);
  Object.assign(d, {
    cms: d.rounds[rpsRatios.indexOf(median(rpsRatios))].cms,
    bare: d.rounds[rpsRatios.indexOf(median(rpsRatios))].bare,
    rpsRatios,
    cpuRatios,
  });
}
bare.kill();
fs.rmSync(bareFile, { force: true });
await stopCms();

// ── Report ───────────────────────────────────────────────────────────────────────────────────────────────────
const ms = (x) => `${x < 10 ? x.toFixed(1) : Math.round(x)} ms`;
const rps = (r) => `${Math.round(r.rps).toLocaleString('en-US')}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`;
const lines = [
  `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} (\`nproc\` ${os.availableParallelism()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; **load average (1/5/15 min) ${loadBefore} before, ${loadAvg()} after**. cms with \`NODE_ENV=production\`, SQLite, large seed (10 000 articles), the real web build (server rendering on).`,
  '',
  `**Time to first byte** (p50 of sequential requests on one kept-alive connection, uncompressed; kept: ${TTFB_CACHED_N} requests, uncached: ${TTFB_UNCACHED_N} fresh renders, each under a query string not asked before). Targets: kept ≤ 10 ms, uncached ≤ 60 ms.`,
  '',
  '| page | kept (HTML cache) | uncached (rendered) |',
  '|---|---|---|',
  ...pages.map((p) => `| ${p.label} | ${ms(p.cached)} | ${ms(p.uncached)} |`),
  '',
  `**Throughput against a bare Node \`http\` server** sending the identical bytes and headers (\`scripts/lib/bare-server.mjs\`), autocannon in the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per cell, the two sides one after the other, ${ROUNDS} alternating round(s); the req/s columns are those of the median round. Target: ≥ 0.5×. The cms keeps answers for \`FRONT_CACHE_TTL_MS\` (${process.env.FRONT_CACHE_TTL_MS ?? 2000} ms), so its column includes one fresh answer per path after each expiry, as in production. _CPU per answer_ is each server's own CPU time (user + system, /proc) divided by the answers it gave in the cell: the load generator and other people's work share the cores, which moves req/s far more than it moves this.`,
  '',
  '| answer | bytes | headers | cms: req/s | p50 | bare Node: req/s | p50 | cms ÷ bare req/s (median; each round) | CPU per answer cms · bare (median round) | bare ÷ cms CPU per answer (median; each round) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...duels.map((d) => {
    const each = (xs) => xs.map((x) => `${x.toFixed(2)}`).join(' / ');
    const cpuRound = d.rounds[d.cpuRatios.indexOf(median(d.cpuRatios))];
    return `| ${d.label} | ${d.bytes} | ${d.headerCount} | ${rps(d.cms)} | ${d.cms.p50} ms | ${rps(d.bare)} | ${d.bare.p50} ms | **${median(d.rpsRatios).toFixed(2)}×** (${each(d.rpsRatios)}) | ${Math.round(cpuRound.cms.cpuPerAnswer)} · ${Math.round(cpuRound.bare.cpuPerAnswer)} µs | **${median(d.cpuRatios).toFixed(2)}×** (${each(d.cpuRatios)}) |`;
  }),
  '',
  `Load average (1 min) after each round: ${duels[0].rounds.map((r) => r.load.toFixed(1)).join(' / ')}.`,
  '',
  "The load generator shares the cores with the server (and, on this machine, with other people's work), so absolute figures move with the load average shown; the ratios, measured side by side, are what to compare.",
];
if (!otherCms) replaceSection('Server speed (npm run bench:ssr)', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(0);
