import { expect, test } from './support/test';

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
