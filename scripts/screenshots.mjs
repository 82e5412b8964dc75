// `npm run screenshots`: starts the end-to-end site (scripts/e2e-server.mjs: built app, demo data, throwaway
// database) and writes docs/screenshots/<shot>-<desktop|phone>.png for every shot below, at 1366×800 and 390×844.
// Add a shot to SHOTS to extend it; `npm run screenshots -- org` takes only the shots whose name contains "org".
/* global document, window -- the page.evaluate callbacks run in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { root } from './lib/env-file.mjs';

const port = process.env.E2E_PORT ?? '1347';
// The owner account scripts/e2e-server.mjs starts the site with.
const E2E_OWNER = { username: 'owner', password: 'E2E-Owner-Pass-123' };
const baseURL = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'docs', 'screenshots');
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** What the content editor would have saved for the hero and division shots (item 3 of issue 16). */
const CONTENT_EDITS = {
  chairpersonName: 'Rahma Aulia',
  viceChairpersonName: 'Bima Pratama',
  divisionHeads: {
    senor: { name: 'Sari Lestari', photo: '' },
    religius: { name: 'Yusuf Hidayat', photo: '' },
    medinfo: { name: 'Nabila Azzahra', photo: '' },
  },
  divisionNames: { senor: 'Seni & Olahraga' },
  divisionColors: { senor: 'rgba(220, 38, 38, 0.75)', medinfo: 'rgba(6, 182, 212, 0.75)' },
};

const scrollTo =
  (selector, block = 'start') =>
  async (page) => {
    await page.locator(selector).first().waitFor({ timeout: 20_000 });
    await page.evaluate(
      ([sel, where]) => document.querySelector(sel)?.scrollIntoView({ block: where, behavior: 'instant' }),
      [selector, block],
    );
  };
const scrollToEnd = async (page) => {
  // The footer comes last (on / after the sections below the fold); the page has its full height once the
  // sections' data is in.
  await page.getByTestId('footer-bottom-line').waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
};

const CHART_VIEWPORT = '[data-testid="org-chart"] .react-flow__viewport';
const chartTransform = (page) =>
  page.locator(CHART_VIEWPORT).evaluate((el) => /** @type {HTMLElement} */ (el).style.transform);
/** The organisation chart with its members drawn and fitted to its box (it starts at React Flow's scale 0.8). */
const chartFitted = async (page) => {
  // The chart is drawn once its section comes into view.
  await scrollTo('section#structure')(page);
  await page.locator('[data-testid="org-chart"] [data-testid="chart-member"]').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    (sel) => !document.querySelector(sel)?.style.transform.includes('scale(0.8)'),
    CHART_VIEWPORT,
  );
  await page.locator('[data-testid="org-chart"]').scrollIntoViewIfNeeded();
};
/** The chart fitted to one part (the "Bagian bagan" control), once the view has moved there. */
const chartPart = (part) => async (page) => {
  await chartFitted(page);
  const before = await chartTransform(page);
  await page.locator('section#structure').getByLabel('Bagian bagan').selectOption(part);
  await page.waitForFunction(
    ([sel, was]) => document.querySelector(sel)?.style.transform !== was,
    [CHART_VIEWPORT, before],
  );
};
const orgChart = (page) => page.getByTestId('org-chart');

/**
 * Each shot: a name (the file name), the address, and what to do before the picture (`ready`: wait for and
 * scroll to what it shows); `element`, when given, is the part of the page pictured instead of the viewport.
 * Shots run in order in one browser session per size.
 */
const SHOTS = [
  { name: 'item3-hero-leadership', path: '/', ready: scrollTo('[data-testid="hero-leadership"]', 'center') },
  {
    name: 'item3-structure-division-colours',
    path: '/#structure',
    ready: async (page) => {
      await page.locator('[data-testid="chart-member"]').first().waitFor({ timeout: 20_000 });
      await scrollTo('#structure')(page);
    },
  },
  {
    name: 'item3-member-badges',
    path: '/#structure',
    ready: async (page) => {
      await page.locator('#structure').getByRole('tab', { name: 'Anggota Pengurus' }).click();
      await scrollTo('[data-testid="member-card"]')(page);
    },
  },
  { name: 'item10-articles-navbar', path: '/artikel', ready: async (page) => page.getByText('All Articles').waitFor() },
  { name: 'item10-articles-footer', path: '/artikel', ready: scrollToEnd },
  {
    name: 'item10-article-page',
    path: '/artikel',
    ready: async (page) => {
      await page.locator('main a[href^="/artikel/"]').first().click();
      await page.getByRole('link', { name: 'Kembali ke Beranda' }).first().waitFor();
    },
  },
  { name: 'item10-library-navbar', path: '/library', ready: async (page) => page.getByText('Koleksi foto').waitFor() },
  { name: 'item12-library-search-and-chat', path: '/library', ready: scrollTo('#library-page-search', 'center') },
  { name: 'item12-footer-last-line', path: '/', ready: scrollToEnd },
  {
    name: 'item12-articles-pager',
    path: '/artikel',
    ready: scrollTo('nav[aria-label="Halaman artikel"]', 'end'),
  },
  {
    name: 'item12-member-cards',
    path: '/#structure',
    ready: async (page) => {
      await page.locator('#structure').getByRole('tab', { name: 'Anggota Pengurus' }).click();
      await scrollTo('nav[aria-label="Halaman anggota pengurus"]', 'end')(page);
    },
  },
  // Issue 16 item 6: the whole chart, then one group fitted at a readable size.
  { name: 'org-chart-fit', path: '/', ready: chartFitted, element: orgChart },
  { name: 'org-chart-bph', path: '/', ready: chartPart({ label: 'Pimpinan (BPH)' }), element: orgChart },
  { name: 'org-chart-division', path: '/', ready: chartPart({ label: 'Divisi Medinfo' }), element: orgChart },
];

async function waitForSite() {
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`${baseURL}/_health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The e2e site did not come up on ${baseURL}`);
}

async function saveContentEdits(context) {
  const api = context.request;
  const login = await api.post(`${baseURL}/api/auth/login`, { data: E2E_OWNER, headers: { Origin: baseURL } });
  if (!login.ok()) throw new Error(`Sign-in for the content edits failed: ${login.status()}`);
  const saved = await api.put(`${baseURL}/api/settings`, { data: CONTENT_EDITS, headers: { Origin: baseURL } });
  if (!saved.ok()) throw new Error(`Saving the content edits failed: ${saved.status()} ${await saved.text()}`);
  await api.post(`${baseURL}/api/auth/logout`, { data: {}, headers: { Origin: baseURL } });
}

const filter = process.argv[2];
const shots = SHOTS.filter((shot) => !filter || shot.name.includes(filter));
fs.mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  cwd: root,
  env: { ...process.env, E2E_PORT: port },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await waitForSite();
  const setup = await browser.newContext();
  await saveContentEdits(setup);
  await setup.close();
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, reducedMotion: 'reduce' });
    // The first-visit screens are left out of the pictures.
    await context.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(`${baseURL}${shot.path}`);
      await page.locator('#root > :not(link):not(meta):not(style):not(script)').first().waitFor();
      await shot.ready?.(page);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${size.name}.png`);
      await (shot.element ? shot.element(page) : page).screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
