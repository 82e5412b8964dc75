import { expect, test } from './support/test';

test('a session entering through /library sees the splash once: progress labels, Lewati skips it', async ({ page }) => {
  // The page's clock stands still, so the splash cannot end by itself (after 3 s) before Lewati is pressed however
  // slowly the page loads; the clock moves on the test's word: a tenth of a second for the page to start its scripts
  // (index.html starts them a frame after the first paint), then the fade-out, then it runs freely.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/library', { waitUntil: 'domcontentloaded' });
  await page.clock.runFor(100);
  const splash = page.getByTestId('splash-screen');
  await expect(splash).toBeVisible();
  await expect(splash.getByText(/Memuat Asset\.\.\.|Memuat Konten\.\.\.|Siap!/)).toBeVisible();
  await expect(splash.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(20|40|60|80|95|100)$/);
  await splash.getByRole('button', { name: 'Lewati' }).click();
  await page.clock.runFor(600);
  await expect(splash).toBeHidden({ timeout: 2000 });
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Library/ }).first()).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
});

test('without skipping, the splash finishes by itself after about 3 s', async ({ page }) => {
  // Not until the load event: the splash's 3 s count from the navigation, and on a busy machine the pictures can take
  // that long.
  await page.goto('/artikel', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('splash-screen')).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 6000 });
});
