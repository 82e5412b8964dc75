// `npm run bench:ssr`: the server's speed on the public pages and the API's front cache, on the large seed
// (10 000 articles; SQLite, and PostgreSQL for the flood with BENCH_PG_URL). Side by side in one run: time to first byte (p50 of sequential requests) of a kept
// (cached) and a freshly rendered (uncached) page, and the throughput of a kept page and of the front cache's
// `GET /api/articles?page=1` against a bare Node `http` server sending the identical bytes and headers. Then a page
// flood (issue 29) on a cms with the default page limits: p95 of an unrelated API read at rest and while 600 page
// requests that each rendered afresh before (a wrong slug, an unread query parameter, a search never made) arrive
// from 10 loopback addresses (127.0.0.2…11, each its own client IP) at ~40 per second. Target: ≤ 2× at rest.
// Results go to docs/performance.md, sections "Server speed (npm run bench:ssr)" and "Page flood (npm run bench:ssr)".
// BENCH_SSR_PARTS=flood runs the flood only; BENCH_FLOOD_N and BENCH_FLOOD_RATE change its size (a run with another
// size is printed only).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fork, spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { benchTools } from './lib/bench-tools.mjs';
import { compileCmsServerIfStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';
import { benchCmsEnv, benchDir, seededDatabase, seededPostgresCopy } from './lib/bench-seed.mjs';

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
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const parts = new Set((process.env.BENCH_SSR_PARTS ?? 'speed,flood').split(','));
const FLOOD_N = Number(process.env.BENCH_FLOOD_N ?? 600);
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 40);
const FLOOD_ADDRESSES = 10;
const PROBE_REST_N = 200;
// BENCH_PG_URL: a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test) to run the flood on as well.
const postgresServer = process.env.BENCH_PG_URL;

if (!otherCms) await compileCmsServerIfStale();
if (webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });

const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const loadBefore = loadAvg();
const startedAt = new Date();
// BENCH_SSR_ARTICLES: a smaller seed for a quick check of the script (figures then printed only).
const ARTICLES = Number(process.env.BENCH_SSR_ARTICLES ?? 10_000);
const seed = await seededDatabase(ARTICLES);

// ── The cms under test: production, the real web build (server rendering on), on a copy of the large seed ──────
// For the speed figures the per-IP limits are raised (one client makes all the load); the flood runs with the default
// page limits, only the API rate limit raised for the probe's own reads.
const SPEED_LIMITS = {
  API_RATE_LIMIT_MAX: '100000000',
  PAGE_RENDER_LIMIT_MAX: '100000000',
  DDOS_MAX_CONCURRENT_PER_IP: '1000',
  DDOS_MAX_CONCURRENT_TOTAL: '1000',
};
// For profiling: BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (flags for the cms's node).
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
let stopCms = async () => {};
/** @param {Record<string, string>} limits @param {string} [postgresUrl] a database to run on instead of a SQLite copy */
async function startCms(limits, postgresUrl) {
  const dbFile = path.join(benchDir, `ssr-run-${process.pid}.db`);
  if (!postgresUrl) fs.copyFileSync(seed, dbFile);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? benchDir,
    ...benchCmsEnv(dbFile, cmsPort),
    ...(postgresUrl ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgresUrl } : {}),
    ...limits,
    ...JSON.parse(process.env.BENCH_CMS_ENV ?? '{}'),
  };
  env.NODE_OPTIONS = cmsNodeOptions(env);
  const cms = spawn(process.execPath, [...nodeFlags, path.join(cmsDir, 'server.mjs')], {
    cwd: cmsDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  cms.stderr?.on('data', (d) => (stderr += d));
  // Whatever ends this script ends its cms too (an error must not leave a server holding the port).
  const kill = () => cms.kill('SIGTERM');
  process.on('exit', kill);
  stopCms = () =>
    new Promise((resolve) => {
      const done = () => {
        process.off('exit', kill);
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
  return cms;
}

// ── Speed: time to first byte and throughput against a bare server ──────────────────────────────────────────────
async function speedFigures() {
  const { autocannon } = await benchTools();
  const cms = await startCms(SPEED_LIMITS);
  // ── Time to first byte: sequential requests on one kept-alive connection ──────────────────────────────────────
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const HTML = { accept: 'text/html', 'accept-encoding': 'identity' };
  function ttfb(url, headers = {}) {
    return new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers: { ...HTML, ...headers } }, (res) => {
        const ms = performance.now() - t0;
        const cache = res.headers['x-cache'] ?? '';
        res.resume();
        res.on('end', () => resolve({ ms, status: res.statusCode, cache }));
      });
      req.on('error', reject);
    });
  }
  async function ttfbOf(page) {
    // Kept pages live FRONT_CACHE_TTL_MS (2 s by default): the one render after each expiry is not a kept answer.
    const cached = [];
    while (cached.length < TTFB_CACHED_N) {
      const r = await ttfb(`${base}${page.path}`);
      if (r.cache === 'HIT') cached.push(r.ms);
    }
    // Uncached: the same page asked with an Origin header, which the front cache never answers (a query parameter the
    // page does not read would be answered from the kept copy): each one a fresh render, not kept.
    const uncached = [];
    for (let i = 0; i < TTFB_UNCACHED_N; i += 1) {
      const r = await ttfb(`${base}${page.path}`, { origin: base });
      if (r.status !== 200 || r.cache !== 'MISS')
        throw new Error(`${page.path}: uncached answer ${r.status} ${r.cache}`);
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
    `**Time to first byte** (p50 of sequential requests on one kept-alive connection, uncompressed; kept: ${TTFB_CACHED_N} requests, uncached: ${TTFB_UNCACHED_N} fresh renders, each asked with an \`Origin\` header, which the front cache never answers). Targets: kept ≤ 10 ms, uncached ≤ 60 ms.`,
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
  if (!otherCms && ARTICLES === 10_000) replaceSection('Server speed (npm run bench:ssr)', lines.join('\n'));
  console.log(lines.join('\n'));
  return lines;
}

// ── Page flood: an unrelated API read at rest and during a flood of page requests from 10 addresses ─────────────
const FLOOD_CODE = `
const http = require('node:http');
const { parentPort, workerData: { base, n, perSecond, addresses, articleId, userAgent } } = require('node:worker_threads');
// Each address its own client: the flood's sockets are bound to 127.0.0.2, 127.0.0.3, …
const agents = Array.from({ length: addresses }, (_, i) => new http.Agent({ keepAlive: true, localAddress: '127.0.0.' + (i + 2) }));
const statuses = {};
const get = (path, agent) => new Promise((resolve) => {
  const req = http.get(base + path, { agent, headers: { accept: 'text/html', 'user-agent': userAgent } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', (error) => resolve(error.code ?? 'error'));
});
(async () => {
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < n; i += 1) {
    // Paced: request i leaves i / perSecond seconds after the first.
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = process.pid + '-' + i + '-' + Math.random().toString(36).slice(2);
    // What each rendered afresh before issue 29: a wrong slug, an unread query parameter, a search never made.
    const path = i % 3 === 0 ? '/artikel/' + articleId + '/' + token : i % 3 === 1 ? '/?utm_source=' + token : '/artikel?q=' + token;
    pending.push(get(path, agents[i % addresses]).then((status) => { statuses[status] = (statuses[status] ?? 0) + 1; }));
  }
  await Promise.all(pending);
  parentPort.postMessage(statuses);
})();
`;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1];

/** @param {'SQLite' | 'PostgreSQL'} database @param {string} [postgresServerUrl] */
async function floodOn(database, postgresServerUrl) {
  const postgres = postgresServerUrl ? await seededPostgresCopy(ARTICLES, postgresServerUrl) : null;
  // The default page limits (PAGE_RENDER_LIMIT_*, DDOS_*); the probe (127.0.0.1) is not held by the API rate limit.
  await startCms({ API_RATE_LIMIT_MAX: '100000000' }, postgres?.url);
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // An unrelated API read through the whole chain (Origin: the front cache never answers it), one after another.
  const probe = () =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.get(`${base}/api/settings`, { agent: probeAgent, headers: { origin: base } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`probe: ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
    });
  const articleId = (await (await fetch(`${base}/api/articles?page=1&pageSize=1`)).json()).data[0].id;
  for (let i = 0; i < 20; i += 1) await probe();
  const rest = [];
  for (let i = 0; i < PROBE_REST_N; i += 1) rest.push(await probe());
  console.log(`flood: ${FLOOD_N} page requests from ${FLOOD_ADDRESSES} addresses at ${FLOOD_RATE}/s`);
  const floodStarted = performance.now();
  const worker = new Worker(FLOOD_CODE, {
    eval: true,
    workerData: {
      base,
      n: FLOOD_N,
      perSecond: FLOOD_RATE,
      addresses: FLOOD_ADDRESSES,
      articleId,
      userAgent: BROWSER_UA,
    },
  });
  const answered = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // The probe reads while the flood is sent and answered.
  let done = false;
  const during = [];
  const probing = (async () => {
    while (!done) during.push(await probe());
  })();
  const statuses = await answered.finally(() => (done = true));
  const floodMs = performance.now() - floodStarted;
  await probing;
  await worker.terminate();
  await stopCms();
  await postgres?.drop();
  const result = { database, rest: p95(rest), during: p95(during), samples: during.length, floodMs, statuses };
  console.log(result);
  return result;
}

async function floodFigures() {
  const results = [await floodOn('SQLite')];
  if (postgresServer) results.push(await floodOn('PostgreSQL', postgresServer));
  const msText = (v) => `${v.toFixed(1)} ms`;
  const answers = (statuses) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
  const lines = [
    `p95 of an unrelated \`GET /api/settings\` (full middleware chain: sent with \`Origin\`, which the front cache never answers; sequential, from 127.0.0.1) at rest (${PROBE_REST_N} reads) and while ${FLOOD_N} anonymous page requests arrive from ${FLOOD_ADDRESSES} addresses (sockets bound to 127.0.0.2…${FLOOD_ADDRESSES + 1}, each its own client IP) at ${FLOOD_RATE} per second, sent from a thread of their own. Each request is one a server that renders every address afresh would render: a third \`/artikel/<id>/<random slug>\` (answered with a 301 to the article's address), a third \`/?utm_source=<random>\` (answered with the kept home page), a third \`/artikel?q=<random>\` (a search never made: rendered, up to \`PAGE_RENDER_LIMIT_MAX\` per address and window, then a 429 page). The cms runs with the default page limits on the large seed (${ARTICLES.toLocaleString('en-US')} articles), \`NODE_ENV=production\`, on SQLite and — with \`BENCH_PG_URL\` set (a PostgreSQL server's URL; the seed is kept there as a database of its own) — on PostgreSQL, one after the other. A search is answered from an index of titles and excerpts on both (SQLite: a trigram full-text table, whose driver runs every query on the cms's own thread; PostgreSQL: pg_trgm indexes; docs/developing.md, the public search): without them, a scan of every article holds every other request up for its duration on SQLite (8.1×) and takes a core from the cms on PostgreSQL (3.7×). The PostgreSQL seed is vacuumed and analysed once, as autovacuum leaves a production database after a bulk load: without that (autovacuum is off on some test machines) the planner has no statistics, the trigram indexes' pending entries are read one by one, and a search reads every article (5.2×, 2026-12-01). Target: during ≤ 2× at rest.`,
    '',
    '| database | p95 at rest | p95 during the flood | ratio | flood answered in | answers |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${msText(r.rest)} | ${msText(r.during)} (${r.samples} reads) | ${(r.during / r.rest).toFixed(2)}× | ${(r.floodMs / 1000).toFixed(1)} s | ${answers(r.statuses)} |`,
    ),
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAvg()} after the run.`,
  ];
  const fullSize = FLOOD_N === 600 && FLOOD_RATE === 40 && ARTICLES === 10_000;
  if (!otherCms && fullSize) replaceSection('Page flood (npm run bench:ssr)', lines.join('\n'));
  console.log(lines.join('\n'));
}
if (parts.has('speed')) await speedFigures();
if (parts.has('flood')) await floodFigures();
process.exit(0);
