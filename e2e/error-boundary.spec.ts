import { expect, test, type Page } from './support/test';

test('a page that fails to render shows an error screen with a way out, not a blank page', async ({ page }) => {
  // An answer of an unexpected shape (a title that is not text) makes the article page throw while rendering.
  await page.route('**/api/articles/1', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 1, slug: 'x', title: { broken: true }, content: '<p>x</p>', tags: [] }),
    }),
  );
  // Opened inside the app, so the browser asks for the article (a first load arrives rendered by the server).
  await page.goto('/artikel');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/artikel/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Terjadi kesalahan' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
  await page.unroute('**/api/articles/1');
  await alert.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Terjadi kesalahan' })).toHaveCount(0);
});

test('a page whose code is gone after a deploy offers a reload that brings the page back', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A new deploy: the chunk names this tab knows no longer exist on the server.
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/library');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Versi baru situs tersedia' });
  await expect(alert).toBeVisible();
  await page.unroute('**/assets/*.js');
  await alert.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
});

/** The landing page with the code at `code` lost on the way (offline), scrolled to its section `id`. */
async function landingSectionWithout(page: Page, code: string, id: string) {
  await page.route(code, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const section = page.locator(`section#${id}`);
  await expect(section).toBeAttached({ timeout: 15_000 });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe('a part of the page whose code is lost on the way (offline, a dropped connection)', () => {
  test('the organisation chart says so in its place with a retry, and the retry brings the chart', async ({ page }) => {
    const chartCode = '**/assets/org-chart-*.js';
    const section = await landingSectionWithout(page, chartCode, 'structure');
    const failed = section.getByRole('alert').filter({ hasText: 'Bagan gagal dimuat.' });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Versi baru situs tersedia')).toHaveCount(0);
    await expect(section.getByRole('heading', { name: 'Struktur Organisasi', level: 2 })).toBeVisible();

    await page.unroute(chartCode);
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(section.getByTestId('chart-member').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('a media item opened on the landing page says so with a retry, and the retry opens it', async ({ page }) => {
    const viewerCode = '**/assets/media-viewer-dialog-*.js';
    const section = await landingSectionWithout(page, viewerCode, 'library');
    const title = 'Dokumentasi Makrab 2025';
    await section.getByRole('button', { name: new RegExp(`Lihat detail.*${title}`) }).click();
    const failed = section.getByRole('alert').filter({ hasText: 'Penampil media gagal dimuat.' });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Versi baru situs tersedia')).toHaveCount(0);

    await page.unroute(viewerCode);
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
  test("the landing page's About text, cleaned by code lost on the way, says so with a retry that shows it", async ({
    page,
  }) => {
    const cleanerCode = '**/assets/purify.es-*.js';
    await page.goto('/artikel');
    await page.route(cleanerCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    const about = page.locator('section#about');
    await about.scrollIntoViewIfNeeded();
    const failed = about.getByRole('alert').filter({ hasText: 'Teks gagal dimuat.' });
    await expect(failed).toBeVisible();

    await page.unroute(cleanerCode);
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByTestId('about-content')).toContainText('Himpunan Mahasiswa Teknik Informatika');
    await expect(page.getByTestId('about-content')).toHaveAttribute('aria-busy', 'false');
    await expect(failed).toHaveCount(0);
  });
});
