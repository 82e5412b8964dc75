// Screenshots of the Strapi admin for docs/editing-in-admin.md: starts the end-to-end site (web, cms and the admin
// panel, on a throwaway database), signs in to /admin and stores the pictures in docs/screenshots/.
// Usage: node scripts/admin-screenshots.mjs   (E2E_PORT picks the port, default 1399)
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { root } from './lib/env-file.mjs';

const port = process.env.E2E_PORT ?? '1399';
const base = `http://127.0.0.1:${port}`;
const out = path.join(root, 'docs', 'screenshots');
const ADMIN = { email: 'admin@e2e.local', password: 'E2E-Admin-Pass-123' };

const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, E2E_PORT: port },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForSite() {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/_health`)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the site did not start');
}

try {
  await waitForSite();
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').waitFor();
  await page.screenshot({ path: path.join(out, 'admin-login.png') });
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/login'));

  await page.goto(`${base}/admin/content-manager/collection-types/api::articles.article`);
  await page.getByText(/entries found/).waitFor();
  // The admin's first-visit guided tour and news banner cover the list.
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 5000 })
    .catch(() => {});
  await page
    .getByRole('button', { name: 'Close' })
    .first()
    .click({ timeout: 2000 })
    .catch(() => {});
  await page.screenshot({ path: path.join(out, 'admin-article-list.png') });

  await page.goto(`${base}/admin/content-manager/collection-types/api::articles.article/create`);
  await page.getByLabel('Title').waitFor();
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 3000 })
    .catch(() => {});
  await page.getByLabel('Title').fill('Kegiatan Bulan Ini');
  await page.getByLabel(/^Excerpt/).fill('Ringkasan singkat untuk kartu artikel.');
  const editor = page.getByTestId('rich-editor-content').locator('.ck-editor__editable');
  await editor.click();
  await page.getByTestId('rich-editor-content').getByRole('button', { name: 'Heading' }).click();
  await page.getByRole('menuitemradio', { name: 'Heading 1' }).click();
  await editor.locator('h2').waitFor();
  await page.keyboard.type('Agenda');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Workshop, seminar, dan ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('lomba antarangkatan');
  await page.screenshot({ path: path.join(out, 'admin-article-editor.png'), fullPage: true });
  await browser.close();
  console.log(`Screenshots written to ${path.relative(root, out)}/`);
} finally {
  server.kill('SIGTERM');
}
