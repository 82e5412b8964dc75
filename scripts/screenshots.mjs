// `npm run screenshots`: starts the end-to-end site (scripts/e2e-server.mjs: built app, demo data, throwaway
// database) and writes docs/screenshots/<shot>-<desktop|phone>.png for every shot below, at 1366×800 (desktop) or 390×844
// (phone). Add a shot to SHOTS to extend it; `npm run screenshots -- org` takes only the shots whose name contains "org".
/* global document -- the page.evaluate callbacks run in the browser */
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
/** Signs the browser in as the owner (the dashboard's cookie, as its login form gets it). */
const signIn = async (page) => {
  const res = await page.context().request.post(`${baseURL}/api/auth/login`, {
    data: E2E_OWNER,
    headers: { Origin: baseURL },
  });
  if (!res.ok()) throw new Error(`Sign-in for the dashboard shots failed: ${res.status()}`);
  return true;
};
/** A dashboard screen, once its heading and its data are in. */
const screen = (heading) => async (page) => {
  await page
    .getByRole('heading', { name: heading, exact: typeof heading === 'string' })
    .first()
    .waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
};

/**
 * The pictures docs/editing.md shows. Each shot: a name (the file name), the sizes taken, the address, whether it is
 * taken signed in as the owner (`signedIn`), and what to do before the picture (`ready`: wait for and scroll to what
 * it shows). Shots run in order in one browser session per size: the public pages first, then the dashboard.
 */
const SHOTS = [
  {
    name: 'hero-leadership',
    sizes: ['desktop'],
    path: '/',
    ready: scrollTo('[data-testid="hero-leadership"]', 'center'),
  },
  {
    name: 'structure-division-colours',
    sizes: ['desktop'],
    path: '/#structure',
    ready: async (page) => {
      await page.locator('[data-testid="chart-member"]').first().waitFor({ timeout: 20_000 });
      await scrollTo('#structure')(page);
    },
  },
  {
    name: 'member-cards',
    sizes: ['desktop'],
    path: '/#structure',
    ready: async (page) => {
      await page.locator('#structure').getByRole('tab', { name: 'Anggota Pengurus' }).click();
      await scrollTo('nav[aria-label="Halaman anggota pengurus"]', 'end')(page);
    },
  },
  {
    name: 'article-page',
    sizes: ['desktop'],
    path: '/artikel',
    ready: async (page) => {
      await page.locator('main a[href^="/artikel/"]:visible').first().click();
      await page.getByRole('link', { name: 'Kembali ke Beranda' }).first().waitFor();
    },
  },
  { name: 'dashboard-login', sizes: ['phone'], path: '/login', ready: screen(/Login$/) },
  { name: 'dashboard-home', sizes: ['desktop'], signedIn: true, path: '/dashboard', ready: screen(/^Welcome back/) },
  {
    name: 'dashboard-articles',
    sizes: ['phone'],
    signedIn: true,
    path: '/dashboard/articles',
    ready: screen('Articles Management'),
  },
  {
    name: 'dashboard-article-editor',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/articles',

    ready: async (page) => {
      await page.getByRole('button', { name: 'New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Article' });
      await dialog.locator('.ck-editor__editable').waitFor({ timeout: 20_000 });
      await dialog.getByLabel('Title').fill('Rapat Kerja HMTI 2026');
      await dialog.locator('.ck-editor__editable').click();
      await page.keyboard.type('Rapat kerja membahas program tiap divisi untuk satu periode ke depan.');
      // The form from its top (typing scrolled the dialog to the editor).
      await dialog.evaluate((el) => [el, ...el.querySelectorAll('*')].forEach((box) => (box.scrollTop = 0)));
    },
  },
  {
    name: 'dashboard-library',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/library',
    ready: screen('Media Library'),
  },
  {
    name: 'dashboard-content',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/content',

    ready: screen('Konten Halaman Publik'),
  },
  {
    name: 'dashboard-organization',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/organization',

    ready: screen('Organization Structure Management'),
  },
  {
    name: 'dashboard-users',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/users',

    ready: screen('User Management'),
  },
  {
    name: 'dashboard-roles',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/roles',

    ready: screen('Role Management'),
  },
  {
    name: 'dashboard-settings',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/settings',

    ready: screen('Settings'),
  },
  {
    name: 'dashboard-analytics',
    sizes: ['desktop'],
    signedIn: true,
    path: '/dashboard/analytics',

    ready: screen('Analytics'),
  },
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
    let signedIn = false;
    for (const shot of shots) {
      if (!shot.sizes.includes(size.name)) continue;
      if (shot.signedIn && !signedIn) signedIn = await signIn(page);
      await page.goto(`${baseURL}${shot.path}`);
      await page.locator('#root > :not(link):not(meta):not(style):not(script)').first().waitFor();
      await shot.ready?.(page);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${size.name}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
