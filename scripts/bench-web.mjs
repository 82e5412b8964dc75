// `npm run bench:web`: what the public site costs a visitor. Builds the app, serves it from the cms on a throwaway
// database, measures the JavaScript the landing page loads (gzip) in Debian Chromium and runs Lighthouse (mobile)
// on /, /artikel, one article and /library, BENCH_RUNS times each (default 5), reporting the median: Lighthouse moves by several
// points with the machine's load, so the load average is recorded next to the figures.
// Results go to docs/performance.md (section "Public site").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { root } from './lib/env-file.mjs';
import { benchTools } from './lib/bench-tools.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';
import { landingJavaScript } from './lib/landing-javascript.mjs';

const { lighthouse, chromeLauncher } = await benchTools();

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = process.env.BENCH_PORT ?? '1399';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const base = `http://127.0.0.1:${port}`;
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });
await mustRun('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: path.join(root, 'cms') });
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: port, E2E_SKIP_BUILD: '1' },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; i < 240; i += 1) {
  try {
    if ((await fetch(`${base}/_health`)).status < 500) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 500));
}

// 1. JavaScript the landing page loads before any interaction (sizes gzip-compressed from the built files).
const browser = await chromium.launch({ executablePath: chromiumPath, args: flags.slice(1) });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const landing = await landingJavaScript(page, base, path.join(root, 'web/dist'));
await browser.close();
const jsFiles = landing.map(({ file }) => file);
const landingJs = landing.reduce((sum, { bytes }) => sum + bytes, 0);
const allJs = fs.readdirSync(path.join(root, 'web/dist/assets')).filter((f) => f.endsWith('.js'));
const heavy = ['xyflow', 'org-chart', 'jump-game', 'maintenance'].map((n) => [n, jsFiles.some((p) => p.includes(n))]);

// 2. Lighthouse, mobile preset, on the pages crawlers and visitors open most.
const articles = await (await fetch(`${base}/api/articles`)).json();
const targets = [
  ['/', '/'],
  ['/artikel', '/artikel'],
  ['article', `/artikel/${articles[0].id}/${articles[0].slug}`],
  ['/library', '/library'],
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (x) => Math.round((x?.score ?? 0) * 100);
const loadBefore = loadAverage();
const scores = [];
for (const [label, pathname] of targets) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: no cache and no sessionStorage, i.e. a first visit every time.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    try {
      const result = await lighthouse(`${base}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${pathname}`);
      const c = result.lhr.categories;
      const a = result.lhr.audits;
      samples.push({
        performance: pct(c.performance),
        accessibility: pct(c.accessibility),
        seo: pct(c.seo),
        bestPractices: pct(c['best-practices']),
        lcp: a['largest-contentful-paint']?.numericValue ?? 0,
        tbt: a['total-blocking-time']?.numericValue ?? 0,
        cls: a['cumulative-layout-shift']?.numericValue ?? 0,
        fcp: a['first-contentful-paint']?.numericValue ?? 0,
      });
      const last = samples[samples.length - 1];
      console.log(
        `${label} run ${i + 1}/${runs}: performance ${last.performance}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms (load ${loadAverage()})`,
      );
    } finally {
      await chrome.kill();
    }
  }
  const m = (key) => median(samples.map((s) => s[key]));
  scores.push({
    label,
    performance: m('performance'),
    all: samples.map((s) => s.performance),
    accessibility: m('accessibility'),
    seo: m('seo'),
    bestPractices: m('bestPractices'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
  });
}
const loadAfter = loadAverage();
stop();

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium at ${chromiumPath}; site served by the cms (SQLite, demo seed).`,
  '',
  `**Landing page initial JavaScript:** ${kb(landingJs)} gzip in ${jsFiles.length} files (target ≤ 150 KB). All JS chunks in the build: ${allJs.length}.`,
  '',
  `Files loaded by \`/\` before interaction: ${landing.map(({ file, bytes }) => `\`${path.basename(file)}\` ${kb(bytes)}`).join(', ')}.`,
  '',
  `Heavy code kept out of the initial load: ${heavy.map(([n, loaded]) => `${n} ${loaded ? '**loaded**' : 'not loaded'}`).join(', ')}.`,
  '',
  `Lighthouse ${runs}× per page, fresh browser each run, median shown (the individual performance scores in brackets). Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter} — on a shared 2-core machine, so the figures move by a few points with other people's work.`,
  '',
  '| page (Lighthouse mobile) | performance | accessibility | SEO | best practices | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...scores.map(
    (s) =>
      `| ${s.label} | ${s.performance} (${s.all.join(' / ')}) | ${s.accessibility} | ${s.seo} | ${s.bestPractices} | ${(s.fcp / 1000).toFixed(1)} s | ${(s.lcp / 1000).toFixed(1)} s | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} |`,
  ),
  '',
  'Targets (median of the runs): performance ≥ 98, LCP ≤ 1.2 s, accessibility 100, SEO 100, CLS 0; initial JavaScript of `/` ≤ 150 KB gzip.',
];
replaceSection('Public site (npm run bench:web)', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(0);
