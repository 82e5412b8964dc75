// `npm run bench:rolling`: the production topology on this machine — two cms replicas on one PostgreSQL database and
// one Redis, behind the shipped nginx config (scripts/lib/local-nginx.mjs) — under steady load from several client
// addresses (127.0.0.2 …), while (1) each replica in turn is stopped with SIGTERM and started again (a rolling restart),
// and (2) the database goes away for a while and comes back (what visitors get during an outage). Prints, per phase,
// every answer by status, failed connections and latency; the figures go to docs/operating.md by hand.
//   BENCH_PG_URL     a PostgreSQL server to create the scratch database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL  Redis (default redis://127.0.0.1:6379)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/env-file.mjs';
import { benchCmsEnv } from './lib/bench-cms.mjs';
import { compileCmsServerIfStale, webIsStale } from './lib/build-state.mjs';
import { cmsRequire } from './lib/data-location.mjs';
import { startLocalNginx } from './lib/local-nginx.mjs';
import { mustRun } from './lib/run.mjs';

// One reading visitor per address, a request a second: within the cms's default per-address limits (API 100/min), so
// any refusal or failure seen comes from the restart or the outage, not from the load.
const ADDRESSES = Number(process.env.BENCH_ROLLING_ADDRESSES ?? 16);
const LOOPS_PER_ADDRESS = 1;
const THINK_MS = 1000;
const PATHS = ['/', '/artikel', '/library', '/api/articles?page=1&pageSize=6', '/api/settings', '/api/library?page=1'];
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = { a: 1491, b: 1492, proxy: 1490 };

await compileCmsServerIfStale();
if (webIsStale()) await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });

const { Client } = cmsRequire('pg');
const dbName = `hmti_rolling_${crypto.randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const ownerPassword = `Bench-${crypto.randomBytes(9).toString('base64url')}`;
const shared = benchCmsEnv({
  port: 0,
  databaseFile: '',
  publicDir: path.join(os.tmpdir(), `${dbName}-public`),
  ownerPassword,
});

/** One replica as the compose file runs it (production, PostgreSQL, Redis, behind the proxy on 127.0.0.1). */
function startReplica(port) {
  const env = {
    ...process.env,
    ...shared,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${ports.proxy}`,
    CORS_ORIGINS: `http://127.0.0.1:${ports.proxy}`,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: databaseUrl,
    DATABASE_FILENAME: '',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${dbName}:`,
    TRUSTED_PROXIES: '127.0.0.1',
    LOG_FORMAT: 'json',
  };
  const child = spawn(process.execPath, [path.join(root, 'cms/server.mjs')], {
    cwd: path.join(root, 'cms'),
    env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return child;
}

async function ready(port, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/_ready`, { signal: AbortSignal.timeout(3000) }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`replica on ${port} not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopReplica = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.kill('SIGTERM');
  });

const replicas = { a: startReplica(ports.a) };
await ready(ports.a);
replicas.b = startReplica(ports.b);
await ready(ports.b);
const proxy = await startLocalNginx({ port: ports.proxy, upstreamPorts: [ports.a, ports.b] });

/** @type {Array<{ phase: string, status: string, ms: number }>} status '': the connection failed; '200 stale': a kept copy */
const results = [];
let phase = 'warm-up';
let running = true;
async function client(address, offset) {
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  for (let i = offset; running; i++) {
    const target = `${proxy.base}${PATHS[i % PATHS.length]}`;
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const accept = target.includes('/api/') ? 'application/json' : 'text/html';
      const req = http.get(target, { agent, headers: { Accept: accept } }, (res) => {
        res.resume();
        const stale = res.headers['x-cache'] === 'STALE' ? ' stale' : '';
        res.on('end', () => resolve(`${res.statusCode ?? 0}${stale}`));
      });
      req.setTimeout(15_000, () => req.destroy());
      req.on('error', () => resolve(''));
    });
    results.push({ phase, status, ms: performance.now() - started });
    await new Promise((r) => setTimeout(r, THINK_MS));
  }
  agent.destroy();
}
const clients = Array.from({ length: ADDRESSES * LOOPS_PER_ADDRESS }, (_, i) =>
  client(`127.0.0.${2 + (i % ADDRESSES)}`, i),
);
const hold = (ms) => new Promise((r) => setTimeout(r, ms));

await hold(5000);
phase = 'at rest';
await hold(15_000);
phase = 'rolling restart';
const restartTimes = [];
/**
 * Seconds to wait after a replica is ready before the next one stops: nginx's passive health check (max_fails=2
 * fail_timeout=10s in deploy/nginx.conf) keeps a replica it saw fail out for 10 s, so stopping the other one sooner
 * leaves it no replica at all (502 "no live upstreams"). BENCH_ROLLING_PAUSE_S=0 shows that.
 */
const pauseSeconds = Number(process.env.BENCH_ROLLING_PAUSE_S ?? 12);
for (const name of /** @type {const} */ (['a', 'b'])) {
  if (name === 'b') await hold(pauseSeconds * 1000);
  const started = Date.now();
  await stopReplica(replicas[name]);
  replicas[name] = startReplica(ports[name]);
  await ready(ports[name]);
  restartTimes.push(((Date.now() - started) / 1000).toFixed(1));
}
phase = 'after';
await hold(10_000);

// The database goes away (no new connections, every open one ended) for 20 s, then comes back.
phase = 'database down';
await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
await hold(20_000);
await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
phase = 'database back';
await hold(15_000);
running = false;
await Promise.all(clients);

// What nginx said about its replicas (502s), for reading a bad run.
const nginxErrors = fs.existsSync(path.join(proxy.dir, 'error.log'))
  ? fs.readFileSync(path.join(proxy.dir, 'error.log'), 'utf8').trim().split('\n').filter(Boolean)
  : [];
await proxy.stop();
await Promise.all([stopReplica(replicas.a), stopReplica(replicas.b)]);
await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
await admin.end();

const pct = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
};
const lines = [
  `Rolling restart and database outage behind the shipped nginx config, ${new Date().toISOString().slice(0, 10)}, ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.versions.node}; ${ADDRESSES} client addresses × ` +
    `${LOOPS_PER_ADDRESS} visitors, ${THINK_MS} ms between requests; replicas restarted in ${restartTimes.join(' s and ')} s, ` +
    `${pauseSeconds} s apart.`,
  '',
  '| phase | requests | answers by status | failed connections | p50 ms | p95 ms |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const name of ['at rest', 'rolling restart', 'after', 'database down', 'database back']) {
  const rows = results.filter((r) => r.phase === name);
  const byStatus = {};
  for (const r of rows) if (r.status) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const ms = rows.filter((r) => r.status).map((r) => r.ms);
  lines.push(
    `| ${name} | ${rows.length} | ${Object.entries(byStatus)
      .map(([s, n]) => `${s}: ${n}`)
      .join(
        ', ',
      )} | ${rows.filter((r) => !r.status).length} | ${pct(ms, 0.5).toFixed(0)} | ${pct(ms, 0.95).toFixed(0)} |`,
  );
}
console.log(lines.join('\n'));
if (nginxErrors.length)
  console.log(`\nnginx error log (${nginxErrors.length} lines, last 8):\n${nginxErrors.slice(-8).join('\n')}`);
process.exit(0);
