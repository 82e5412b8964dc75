import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * A site moved from hmps (issue 31): after `npm run import:hmps`, a visitor finds the association's own content —
 * the landing, an article opened by its old hmps address, the library and the structure chart.
 *
 * An import replaces the demo content every other spec reads, so this spec runs a site of its own:
 * `scripts/e2e-server.mjs --import-hmps …` runs the operator's command on the site's fresh database (the API test's
 * fixture dump, cms/tests/fixtures/hmps/make-dump.mjs, with its uploads folder) before the site starts. It listens
 * on the port after the other sites of the run (E2E_PORT + E2E_WORKERS + 1; the development-bundle run takes
 * E2E_PORT + E2E_WORKERS).
 */
const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 1347) + Number(process.env.E2E_WORKERS ?? 1) + 1;
const site = `http://127.0.0.1:${port}`;
// Start-up: the import boots the cms once on the empty database (its first start) and the site boots once more.
const START_TIMEOUT = 240_000;

/** Fixture ObjectIds (make-dump.mjs): an `articles` document and a `beritas` one (the later release's model). */
const WORKSHOP_ID = '000000000000000000000201';
const BERITA_ID = '000000000000000000ABC205';

let server: ChildProcess | undefined;
let fixtureDir: string | undefined;

test.use({ baseURL: site, extraHTTPHeaders: { Origin: site } });
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT);
  fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hmps-e2e-'));
  const dump = JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'cms/tests/fixtures/hmps/make-dump.mjs'), fixtureDir], {
      encoding: 'utf8',
    }),
  ) as { exportDir: string; uploadsDir: string; assetsDir: string };
  const child = spawn(
    process.execPath,
    [
      'scripts/e2e-server.mjs',
      '--import-hmps',
      dump.exportDir,
      '--uploads',
      dump.uploadsDir,
      '--assets',
      dump.assetsDir,
    ],
    { cwd: root, env: { ...process.env, E2E_PORT: String(port), LOG_FORMAT: 'json' }, stdio: 'pipe' },
  );
  server = child;
  // Should the worker end without its afterAll (a crash), the site goes with it rather than holding the port.
  process.once('exit', () => child.kill('SIGTERM'));
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the imported site exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`${site}/_health`).then(
      (r) => r.status,
      () => 0,
    );
    if (health >= 200 && health < 300) break;
    if (Date.now() - started > START_TIMEOUT - 10_000)
      throw new Error(`the imported site did not start within ${START_TIMEOUT / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(output).toContain('import:hmps: ');
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (fixtureDir) fs.rmSync(fixtureDir, { recursive: true, force: true });
});

/** Resolves once the picture has been fetched and decoded (a broken or missing file never gets a width). */
const pictureShown = (img: Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('landing-loading')).toHaveCount(0);
}

test('the landing shows the imported site: its texts and its newest articles, none of the demo', async ({ page }) => {
  await openLanding(page);
  await expect(page.locator('#about')).toContainText('Tentang kami');
  const articles = page.locator('section#articles');
  await articles.scrollIntoViewIfNeeded();
  const cards = articles.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  // The newest published ones, by their hmps dates; the draft and the seeded demo articles are not there.
  await expect(cards.filter({ hasText: 'Berita Terbaru' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Artikel Tanpa Ringkasan' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Draf' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Workshop Web Development' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('© 2023 HMTI');
});

test('an article opened by its hmps address is answered with a 301 to its page here', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const [old, title, slug] of [
    [`/artikel/${WORKSHOP_ID}/workshop-keamanan-web`, 'Workshop Keamanan Web', 'workshop-keamanan-web'],
    [`/artikel/${WORKSHOP_ID}`, 'Workshop Keamanan Web', 'workshop-keamanan-web'],
    // The beritas document whose slug an article had taken: its slug here was made unique.
    [`/artikel/${BERITA_ID}/workshop-keamanan-web`, 'Berita Terbaru', 'workshop-keamanan-web-2'],
  ]) {
    const response = await page.goto(old);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status(), old).toBe(301);
    await expect(page).toHaveURL(new RegExp(`/artikel/\\d+/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // Its text as hmps's editor wrote it, the picture inside it copied from hmps's uploads, and its script gone.
  await page.goto(`/artikel/${WORKSHOP_ID}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Pembukaan acara')).toBeVisible();
  await pictureShown(main.locator('img[src*="/uploads/hmps_inline_"]'));
  expect(dialogs).toEqual([]);
});

test('the library shows the imported items with their pictures', async ({ page }) => {
  await page.goto('/library');
  const cards = page.getByTestId('library-card');
  await expect(cards).toHaveCount(2);
  const gallery = cards.filter({ has: page.getByRole('heading', { name: 'Galeri Makrab', exact: true }) });
  // A local picture and a Drive one: hmps's two media sources.
  await expect(gallery).toContainText('1/2');
  await pictureShown(gallery.locator('img').first());
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Video Profil', exact: true }) })).toContainText(
    'Video',
  );
});

test('the structure chart shows the imported members of the newest period', async ({ page }) => {
  await openLanding(page);
  const section = page.locator('section#structure');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel('Periode')).toHaveValue('2023-2024');
  const nodes = section.getByTestId('chart-member');
  await expect(nodes).toHaveCount(2);
  await expect(nodes.filter({ hasText: 'Budi Santoso' }).filter({ hasText: 'Ketua Himpunan' })).toHaveCount(1);
  await expect(nodes.filter({ hasText: 'Sari Dewi' }).filter({ hasText: 'Sekretaris' })).toHaveCount(1);
  await section.getByLabel('Periode').selectOption('2022-2023');
  await expect(nodes.filter({ hasText: 'Tanpa Jabatan' })).toHaveCount(1);
});
