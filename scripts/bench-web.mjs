// `npm run bench:web`: what the public site costs a visitor. Builds the app, serves it from the cms on a throwaway
// database, measures the JavaScript the landing page loads (gzip) in Debian Chromium and runs Lighthouse (mobile)
// on /, /artikel and one article. Results go to docs/performance.md (section "Public site").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { root } from './lib/env-file.mjs';
import { mustRun } from './lib/run.mjs';
import { replaceSection } from './lib/perf-doc.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = process.env.BENCH_PORT ?? '1399';
const base = `http://127.0.0.1:${port}`;
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

await mustRun('npm', ['run', 'build', '-w', 'web'], { cwd: root });
await mustRun('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: path.join(root, 'cms') });
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { cwd: root, env: { ...process.env, E2E_PORT: port, E2E_SKIP_BUILD: '1' }, stdio: 'ignore' });
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
const scripts = new Set();
page.on('response', (res) => {
  const url = new URL(res.url());
  if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
});
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3500);
await browser.close();
const gzipBytes = (rel) => zlib.gzipSync(fs.readFileSync(path.join(root, 'web/dist', rel)), { level: 9 }).length;
const jsFiles = [...scripts].filter((p) => fs.existsSync(path.join(root, 'web/dist', p)));
const landingJs = jsFiles.reduce((sum, p) => sum + gzipBytes(p), 0);
const allJs = fs.readdirSync(path.join(root, 'web/dist/assets')).filter((f) => f.endsWith('.js'));
const heavy = ['xyflow', 'org-chart', 'jump-game', 'maintenance'].map((n) => [n, jsFiles.some((p) => p.includes(n))]);

// 2. Lighthouse, mobile preset, on the pages crawlers and visitors open most.
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const articles = await (await fetch(`${base}/api/articles`)).json();
const targets = [['/', '/'], ['/artikel', '/artikel'], ['article', `/artikel/${articles[0].id}/${articles[0].slug}`]];
const scores = [];
for (const [label, pathname] of targets) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
  try {
    const result = await lighthouse(`${base}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
    const c = result.lhr.categories;
    const pct = (x) => Math.round((x?.score ?? 0) * 100);
    scores.push({ label, performance: pct(c.performance), accessibility: pct(c.accessibility), seo: pct(c.seo), bestPractices: pct(c['best-practices']), lcp: result.lhr.audits['largest-contentful-paint']?.displayValue, tbt: result.lhr.audits['total-blocking-time']?.displayValue });
  } finally {
    await chrome.kill();
  }
}
stop();

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium at ${chromiumPath}; site served by the cms (SQLite, demo seed).`,
  '',
  `**Landing page initial JavaScript:** ${kb(landingJs)} gzip in ${jsFiles.length} files (target ≤ 150 KB). All JS chunks in the build: ${allJs.length}.`,
  '',
  `Files loaded by \`/\` before interaction: ${jsFiles.map((p) => `\`${path.basename(p)}\` ${kb(gzipBytes(p))}`).join(', ')}.`,
  '',
  `Heavy code kept out of the initial load: ${heavy.map(([n, loaded]) => `${n} ${loaded ? '**loaded**' : 'not loaded'}`).join(', ')}.`,
  '',
  '| page (Lighthouse mobile) | performance | accessibility | SEO | best practices | LCP | TBT |',
  '|---|---|---|---|---|---|---|',
  ...scores.map((s) => `| ${s.label} | ${s.performance} | ${s.accessibility} | ${s.seo} | ${s.bestPractices} | ${s.lcp} | ${s.tbt} |`),
  '',
  'Targets: performance ≥ 95, SEO 100, accessibility ≥ 95.',
];
replaceSection('Public site (npm run bench:web)', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(0);
