// `npm run bench:api`: the API under load on the large seed (10 000 articles, 5 000 library items, 1 000 members,
// 100 000 activities; SQLite). For each endpoint, side by side in one run (autocannon, 50 connections, 10 s): the cms
// from its front cache (anonymous visitor), the cms through its full middleware chain (uncached), a bare Node `http`
// server serving the identical bytes, and for articles Strapi's own generated content API (BENCH_CORE_ROUTES).
// Also: p95 of the uncached list at 10 000 vs 100 articles, cms RSS under load, cold start to first 200, and the
// public /artikel page in Chromium. Results go to docs/performance.md, section "API under load (npm run bench:api)".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { benchTools } from './lib/bench-tools.mjs';
import { cmsAnswering, LOAD_LIMITS } from './lib/bench-cms.mjs';
import { compileCmsServerIfStale, webIsStale } from './lib/build-state.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { cmsNodeOptions } from './lib/cms-heap.mjs';
import { BENCH_OWNER, benchCmsEnv, benchDir, seededDatabase } from './lib/bench-seed.mjs';

const { autocannon } = await benchTools();

/**
 * Extra environment for every cms this benchmark starts. Protections that would answer a load test with 429s
 * (per-IP API rate limits, DDoS heuristics) must be raised here, or with BENCH_CMS_ENV='{"NAME":"value"}'.
 */
const CMS_ENV_OVERRIDES = {
  ...LOAD_LIMITS,
  ...JSON.parse(process.env.BENCH_CMS_ENV ?? '{}'),
};

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const cmsPort = Number(process.env.BENCH_API_PORT ?? 1471);
const barePort = cmsPort + 1;
const cmsDir = path.join(root, 'cms');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

await compileCmsServerIfStale();
if (webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });

const baseEnv = (dbFile) => benchCmsEnv(dbFile, cmsPort);

// ── The cms under test ───────────────────────────────────────────────────────────────────────────────────────
async function startCms(seedFile) {
  const dbFile = path.join(benchDir, `run-${process.pid}.db`);
  fs.copyFileSync(seedFile, dbFile);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? benchDir,
    ...baseEnv(dbFile),
    BENCH_CORE_ROUTES: 'true',
    ...CMS_ENV_OVERRIDES,
  };
  // Started the way `npm start` and the Docker image start it (heap limit, scripts/lib/cms-heap.mjs).
  env.NODE_OPTIONS = cmsNodeOptions(env);
  const started = performance.now();
  // For profiling: BENCH_NODE_FLAGS='--trace-gc' (flags for the cms's node) and BENCH_CMS_STDOUT=<file> (what it prints).
  const stdout = process.env.BENCH_CMS_STDOUT ? fs.openSync(process.env.BENCH_CMS_STDOUT, 'a') : 'ignore';
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, path.join(cmsDir, 'server.mjs')], {
    cwd: cmsDir,
    env,
    stdio: ['ignore', stdout, 'pipe'],
  });
  await cmsAnswering(`http://127.0.0.1:${cmsPort}`, child);
  const coldStartMs = performance.now() - started;
  return {
    pid: child.pid,
    coldStartMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dbFile, { force: true });
          resolve(undefined);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process and its descendants, in bytes. */
function rssOfTree(pid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const p of tree) {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      /* gone */
    }
  }
  return total;
}

// ── Load ─────────────────────────────────────────────────────────────────────────────────────────────────────
function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const tracker = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const p95 = latencies.length
        ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))]
        : NaN;
      resolve({
        rps: result.requests.average,
        p95,
        non2xx: result.non2xx + result.errors + result.timeouts,
        total: result.requests.total,
      });
    });
    tracker.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const fmtRps = (r) => (Number.isFinite(r?.rps) ? Math.round(r.rps).toLocaleString('en-US') : '–');
const fmtMs = (r) => (Number.isFinite(r?.p95) ? `${r.p95 < 10 ? r.p95.toFixed(1) : Math.round(r.p95)} ms` : '–');
const ratio = (a, b) => (a && b && b.rps > 0 ? `${(a.rps / b.rps).toFixed(2)}×` : '–');
const errs = (r) => (r?.non2xx ? ` (${r.non2xx} non-2xx)` : '');

const loadBefore = loadAvg();
const startedAt = new Date();
const largeSeed = await seededDatabase(10_000);
const smallSeed = await seededDatabase(100);

// Run 1: the large seed.
const cms = await startCms(largeSeed);
console.log(`cms up on the large seed in ${(cms.coldStartMs / 1000).toFixed(1)} s`);
let peakRss = 0;
// Peak resident memory per phase of the run, to tell which kind of load drives it.
const peakByPhase = new Map();
let phase = 'idle after start';
const sampleRss = () => {
  const rss = rssOfTree(cms.pid);
  peakRss = Math.max(peakRss, rss);
  peakByPhase.set(phase, Math.max(peakByPhase.get(phase) ?? 0, rss));
};
sampleRss();
const rssTimer = setInterval(sampleRss, 250);
const base = `http://127.0.0.1:${cmsPort}`;
const page1 = await (await fetch(`${base}/api/articles?page=1`)).json();
const first = page1.data[0];
const periods = await (await fetch(`${base}/api/organization/periods`)).json();
const coreList = `/api/core/articles?pagination[page]=1&pagination[pageSize]=9&sort[0]=createdAt:desc&sort[1]=id:desc&filters[published][$eq]=true&fields[0]=slug&fields[1]=title&fields[2]=excerpt&fields[3]=image&fields[4]=imageSource&fields[5]=gdriveFileId&fields[6]=tags&fields[7]=author&fields[8]=published&fields[9]=createdAt&fields[10]=updatedAt&populate[cover][fields][0]=url`;
const coreDocumentId = (
  await (
    await fetch(
      `${base}/api/core/articles?pagination[pageSize]=1&sort=createdAt:desc&filters[published]=true&fields[0]=id`,
    )
  ).json()
).data?.[0]?.documentId;
const endpoints = [
  { label: '`GET /api/settings`', path: '/api/settings' },
  { label: '`GET /api/articles?page=1`', path: '/api/articles?page=1', core: coreList },
  {
    label: 'article detail',
    path: `/api/articles/${first.id}/${first.slug}`,
    core: coreDocumentId ? `/api/core/articles/${coreDocumentId}` : undefined,
  },
  {
    label: `\`GET /api/organization/members?period=${periods[0]}\``,
    path: `/api/organization/members?period=${periods[0]}`,
  },
];

// The bare server gets the exact bytes and headers the cms sends an anonymous visitor.
const bareFile = path.join(benchDir, `bare-${process.pid}.json`);
const bareResponses = {};
for (const e of endpoints) {
  const res = await fetch(`${base}${e.path}`, { headers: { 'accept-encoding': 'identity' } });
  const headers = Object.fromEntries(
    [...res.headers].filter(
      ([k]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k),
    ),
  );
  bareResponses[e.path] = { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  e.bytes = Buffer.from(bareResponses[e.path].body, 'base64').length;
}
fs.writeFileSync(bareFile, JSON.stringify(bareResponses));
const bare = fork(path.join(root, 'scripts/lib/bare-server.mjs'), [String(barePort), bareFile], { stdio: 'ignore' });
await new Promise((resolve) => bare.once('message', resolve));

// Uncached = the same request with an Origin header (allowed by CORS), which the front cache always passes on.
const uncachedHeaders = { origin: base };
for (const e of endpoints) {
  console.log(`load: ${e.path}`);
  await fetch(`${base}${e.path}`);
  phase = 'front cache';
  e.cached = await load(`${base}${e.path}`);
  phase = 'full chain';
  e.uncached = await load(`${base}${e.path}`, uncachedHeaders);
  phase = 'bare Node (cms idle)';
  e.bare = await load(`http://127.0.0.1:${barePort}${e.path}`);
}
bare.kill();
fs.rmSync(bareFile, { force: true });

// Issue 6: the full chain of `GET /api/settings` with all eight protections on, then all off (owner's Middleware switch).
async function setAllProtections(enabled) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_OWNER),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const res = await fetch(`${base}/api/settings/middleware`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ allEnabled: enabled }),
  });
  if (!res.ok) throw new Error(`switching the protections failed: ${res.status} ${await res.text()}`);
  // Measured once the switch has reached requests (the flags are cached for a moment): an operator in the query
  // string is refused with 403 while the protections are on and served while they are off.
  for (let i = 0; ; i += 1) {
    const probe = await fetch(`${base}/api/settings?probe${i}[$ne]=x`, { headers: uncachedHeaders });
    if (probe.status === (enabled ? 403 : 200)) return;
    if (i >= 200) throw new Error(`the protections did not switch ${enabled ? 'on' : 'off'}: ${probe.status}`);
    await sleep(50);
  }
}
console.log('load: /api/settings with protections on, then off');
phase = 'full chain';
const protectionsOn = await load(`${base}/api/settings`, uncachedHeaders);
await setAllProtections(false);
const protectionsOff = await load(`${base}/api/settings`, uncachedHeaders);
// Strapi's generated API takes `filters[$eq]`-style parameters, which the NoSQL injection protection refuses on /api;
// it is measured while the protections are off (our own columns above ran with them on).
phase = 'Strapi core API';
for (const e of endpoints) if (e.core) e.strapiCore = await load(`${base}${e.core}`);
phase = 'full chain';
await setAllProtections(true);
const listLarge = endpoints[1].uncached;

// The public /artikel page at 10 000 articles, as a visitor's browser sees it (median of 3 cold loads).
phase = '/artikel in Chromium';
const artikel = await measureArtikelPage(base);
clearInterval(rssTimer);
await cms.stop();

// Run 2: the same list on a database with 100 articles.
const small = await startCms(smallSeed);
await fetch(`${base}/api/articles?page=1`);
const listSmall = await load(`${base}/api/articles?page=1`, uncachedHeaders);
await small.stop();

async function measureArtikelPage(baseUrl) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const runs = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      let apiBytes = 0;
      page.on('response', async (res) => {
        if (new URL(res.url()).pathname.startsWith('/api/'))
          apiBytes += Number(res.headers()['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length);
      });
      const t0 = performance.now();
      await page.goto(`${baseUrl}/artikel`);
      // The first shown link to an article (the list's cards also hold links that stay hidden at this width).
      await page.locator('main a[href^="/artikel/"]:visible').first().waitFor({ timeout: 60_000 });
      runs.push({ ms: performance.now() - t0, apiBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1];
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────────────────
const mb = (b) => `${Math.round(b / 2 ** 20)} MB`;
const p95Ratio = listLarge.p95 / listSmall.p95;
const lines = [
  `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} (\`nproc\` ${os.availableParallelism()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1/5/15 min) ${loadBefore} before, ${loadAvg()} after. autocannon in the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per cell; cms with \`NODE_ENV=production\`, SQLite, large seed (10 000 articles, 5 000 library items, 1 000 members in 10 periods, 100 000 activities).`,
  '',
  '| endpoint | bytes | cms, front cache: req/s | p95 | full chain (uncached): req/s | p95 | bare Node `http`: req/s | p95 | cached ÷ bare (target ≥ 0.5) | Strapi core API: req/s | p95 | cached ÷ core (target ≥ 2) | uncached ÷ core |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...endpoints.map(
    (e) =>
      `| ${e.label} | ${e.bytes} | ${fmtRps(e.cached)}${errs(e.cached)} | ${fmtMs(e.cached)} | ${fmtRps(e.uncached)}${errs(e.uncached)} | ${fmtMs(e.uncached)} | ${fmtRps(e.bare)} | ${fmtMs(e.bare)} | ${ratio(e.cached, e.bare)} | ${fmtRps(e.strapiCore)}${errs(e.strapiCore)} | ${fmtMs(e.strapiCore)} | ${ratio(e.cached, e.strapiCore)} | ${ratio(e.uncached, e.strapiCore)} |`,
  ),
  '',
  `- **Table size:** p95 of the uncached \`GET /api/articles?page=1\` is ${fmtMs(listLarge)} at 10 000 articles and ${fmtMs(listSmall)} at 100 articles: ${p95Ratio.toFixed(2)}× (target ≤ 1.5×; ${fmtRps(listLarge)} vs ${fmtRps(listSmall)} req/s).`,
  `- **Security protections:** uncached \`GET /api/settings\` with all eight protections on: ${fmtRps(protectionsOn)}${errs(protectionsOn)} req/s (p95 ${fmtMs(protectionsOn)}); all off: ${fmtRps(protectionsOff)}${errs(protectionsOff)} req/s (p95 ${fmtMs(protectionsOff)}) → ${ratio(protectionsOn, protectionsOff)} (target ≥ 0.85×). Measured on the full chain (the front cache would answer both the same).`,
  `- **Memory:** peak cms resident memory during the load above: ${mb(peakRss)} (target ≤ 350 MB); by phase: ${[...peakByPhase].map(([name, rss]) => `${name} ${mb(rss)}`).join(', ')}.`,
  `- **Cold start:** \`node cms/server.mjs\` (what \`npm start\` runs) to the first 200 from \`/api/settings\` on the large SQLite seed: ${(cms.coldStartMs / 1000).toFixed(1)} s (target ≤ 15 s; \`SERVE_ADMIN=false\`, compiled server, so no admin build is involved).`,
  `- **Public \`/artikel\` at 10 000 articles** (Chromium, cold browser cache, median of 3): first article card visible ${Math.round(artikel.ms)} ms after navigation; the page's API calls transferred ${(artikel.apiBytes / 1024).toFixed(1)} KB.`,
  '',
  "Columns: *front cache* = anonymous visitor (no session cookie), answered from the front cache before Koa (`cms/src/public-pages/front-cache/early-answers.ts`); *full chain* = the same request with an `Origin` header, which the front cache always passes on (logger, security headers, CORS, body, session, router, policies, controller, database); *bare Node* = `scripts/lib/bare-server.mjs` serving the identical bytes and headers; *Strapi core API* = Strapi's generated `find`/`findOne` for the article type with the same fields, filter, sort and page size, registered only for benchmarks (`BENCH_CORE_ROUTES=true` → `/api/core/articles`), measured with the security protections switched off (its `filters[$eq]` parameters are refused by the NoSQL injection protection), while our columns ran with all of them on. The load generator shares the 2 cores with the server, so every figure is a lower bound and moves with the load average shown.",
];
replaceSection('API under load (npm run bench:api)', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(0);
