// Screenshots of the Strapi admin for docs/editing.md ("Panel admin Strapi"): starts the end-to-end site (web, cms
// and the admin panel, on a throwaway database), signs in to /admin and stores the pictures in docs/screenshots/.
// Usage: node scripts/admin-screenshots.mjs   (E2E_PORT picks the port, default 1399)
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { root } from './lib/env-file.mjs';
import { tinyPng } from '../cms/tests/harness/fake-drive.mjs';

const port = process.env.E2E_PORT ?? '1399';
const base = `http://127.0.0.1:${port}`;
const out = path.join(root, 'docs', 'screenshots');
// The Super Admin seeded by scripts/e2e-server.mjs; the pictures are taken as an Editor it invites, so they show
// what an Editor sees.
const ADMIN = { email: 'admin@himatif.local', password: 'E2E-Admin-Pass-123' };
const EDITOR = { firstname: 'Eka', lastname: 'Editor', email: 'editor@himatif.local', password: 'E2E-Editor-Pass-123' };

async function adminApi(method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Invites an Editor-role account as the Super Admin and completes its registration. */
async function createEditor() {
  const { token } = await adminApi('POST', '/admin/login', undefined, ADMIN);
  const roles = await adminApi('GET', '/admin/roles', token);
  const editorRole = roles.find((r) => r.code === 'strapi-editor');
  const { password, ...profile } = EDITOR;
  const { registrationToken } = await adminApi('POST', '/admin/users', token, { ...profile, roles: [editorRole.id] });
  await adminApi('POST', '/admin/register', undefined, {
    registrationToken,
    userInfo: { firstname: EDITOR.firstname, lastname: EDITOR.lastname, password },
  });
  return token;
}

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
  const superToken = await createEditor();
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
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
  // A picture uploaded with the editor's upload button (into the Media Library), with a caption; the narrow
  // toolbar keeps that button under "Show more items".
  await page.getByTestId('rich-editor-content').getByRole('button', { name: 'Show more items' }).click();
  await page
    .getByTestId('rich-editor-content')
    .locator('.ck-toolbar input[type=file]')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: tinyPng(40, 110, 190, 480) });
  await editor.locator('figure.image img[src*="/uploads/"]').waitFor();
  await page.getByRole('button', { name: 'Toggle caption on' }).click();
  await page.keyboard.type('Poster kegiatan bulan ini');
  await page.screenshot({ path: path.join(out, 'admin-article-editor.png'), fullPage: true });
  // Tags as chips, and the cover from the Media Library (a new picture uploaded in its dialog).
  for (const tag of ['Kegiatan', 'Workshop']) {
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill(tag);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: /Click to add an asset/ }).click();
  const assets = page.getByRole('dialog');
  await assets.getByRole('button', { name: 'Add more assets' }).click();
  await assets
    .locator('input[type=file]')
    .setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: tinyPng(200, 90, 40, 480) });
  await assets.getByRole('button', { name: 'Upload 1 asset to the library' }).click();
  await assets.getByRole('button', { name: 'Finish' }).click();
  await assets.waitFor({ state: 'hidden' });
  const cover = page.getByRole('region', { name: 'Cover image' }).locator('img');
  await cover.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await cover.evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
  await page.screenshot({ path: path.join(out, 'admin-article-fields.png') });

  // Saved as a draft, its preview: the site's page in the admin, through a short-lived preview link.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Open preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview"]');
  await preview.getByRole('heading', { level: 1, name: 'Kegiatan Bulan Ini' }).waitFor();
  await preview.getByTestId('splash-screen').waitFor({ state: 'hidden' });
  await page.screenshot({ path: path.join(out, 'admin-article-preview.png') });

  const library = '/content-manager/collection-types/api::library.library-item';
  const [item] = (
    await fetch(`${base}${library}?page=1&pageSize=1`, {
      headers: { Authorization: `Bearer ${superToken}` },
    }).then((r) => r.json())
  ).results;
  await page.goto(`${base}/admin${library}/${item.documentId}`);
  await page.getByText('Media files').first().waitFor();
  await page.screenshot({ path: path.join(out, 'admin-library-item.png'), fullPage: true });
  await browser.close();
  console.log(`Screenshots written to ${path.relative(root, out)}/`);
} finally {
  server.kill('SIGTERM');
}
