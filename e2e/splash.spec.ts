import { expect, test } from './support/test';

test('a session entering through /library sees the splash once: progress labels, Lewati skips it', async ({ page }) => {
  await page.goto('/library');
  const splash = page.getByTestId('splash-screen');
  await expect(splash).toBeVisible();
  await expect(splash.getByText(/Memuat Asset\.\.\.|Memuat Konten\.\.\.|Siap!/)).toBeVisible();
  await expect(splash.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(20|40|60|80|95|100)$/);
  await splash.getByRole('button', { name: 'Lewati' }).click();
  await expect(splash).toBeHidden({ timeout: 2000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: /Library/ }).first()).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
});

test('without skipping, the splash finishes by itself after about 3 s', async ({ page }) => {
  await page.goto('/artikel');
  await expect(page.getByTestId('splash-screen')).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 6000 });
});
