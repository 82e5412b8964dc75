import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { brokenPictures } from './support/pictures';

const card = (page: Page, title: string) =>
  page.getByTestId('library-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('/library lists the media, searches by title and filters by type', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByText('Koleksi foto dan video kegiatan Himpunan')).toBeVisible();
  await expect(page.getByTestId('library-card')).toHaveCount(8);
  await expect(card(page, 'Dokumentasi Makrab 2025')).toContainText('1/3');
  await expect(card(page, 'Dokumentasi Makrab 2025')).toContainText('Foto');

  await page.getByPlaceholder('Cari di library...').fill('MAKRAB');
  await expect(page.getByTestId('library-card')).toHaveCount(1);
  await page.getByPlaceholder('Cari di library...').fill('');
  await expect(page.getByTestId('library-card')).toHaveCount(8);

  const tabs = page.getByRole('tablist', { name: 'Jenis media' });
  await expect(tabs.getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Video' }).click();
  await expect(page.getByText('Tidak ada media ditemukan')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Foto' }).click();
  await expect(page.getByTestId('library-card')).toHaveCount(8);

  // Back to the landing page's library section, where the media page is opened from.
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/#library$/);
});

test('the media viewer: previous/next/thumbnails with disabled ends, Escape closes, reopening starts at the first', async ({
  page,
}) => {
  await page.goto('/library');
  const open = () =>
    card(page, 'Dokumentasi Makrab 2025')
      .getByRole('button', { name: /Lihat detail/ })
      .click();
  await open();
  const dialog = page.getByRole('dialog', { name: 'Dokumentasi Makrab 2025' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const counter = dialog.getByTestId('media-counter');
  const previous = dialog.getByRole('button', { name: 'Sebelumnya' });
  const next = dialog.getByRole('button', { name: 'Berikutnya' });
  await expect(counter).toHaveText('1/3');
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(counter).toHaveText('2/3');
  await expect(previous).toBeEnabled();
  await next.click();
  await expect(counter).toHaveText('3/3');
  await expect(next).toBeDisabled();
  await dialog.getByRole('button', { name: 'Tampilkan media 2' }).click();
  await expect(counter).toHaveText('2/3');
  await expect(dialog.getByRole('button', { name: 'Tampilkan media 2' })).toHaveAttribute('aria-current', 'true');
  await previous.click();
  await expect(counter).toHaveText('1/3');
  await expect(dialog).toContainText('Kumpulan foto malam keakraban Informatika 2025');
  await expect(dialog.getByRole('img', { name: /Dokumentasi Makrab 2025/ })).toBeVisible();

  await next.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await open();
  await expect(counter).toHaveText('1/3');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the media viewer follows the arrow keys and a swipe across the picture', async ({ page }) => {
  await page.goto('/library');
  await card(page, 'Dokumentasi Makrab 2025')
    .getByRole('button', { name: /Lihat detail/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Dokumentasi Makrab 2025' });
  const counter = dialog.getByTestId('media-counter');
  await expect(counter).toHaveText('1/3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2/3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1/3');
  // A swipe (pointer across the picture) to the left shows the next one, to the right the previous one.
  const frame = (await dialog.getByRole('img', { name: /Dokumentasi Makrab 2025/ }).boundingBox())!;
  const swipe = async (from: number, to: number) => {
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * from, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * to, y, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(0.7, 0.3);
  await expect(counter).toHaveText('2/3');
  await swipe(0.3, 0.7);
  await expect(counter).toHaveText('1/3');
});

test("a picture that fails on /library opened directly shows the card's colour, not a broken picture", async ({
  page,
}) => {
  // The page comes rendered from the server: a picture may fail before the app has taken it over.
  await page.route(/\/uploads\/.*\.webp$/, (route) => route.abort());
  await page.goto('/library');
  await expect(page.getByTestId('library-card')).toHaveCount(8);
  await expect.poll(() => brokenPictures(page.getByRole('main'))).toEqual([]);
});

test('accessibility: /library and its viewer have no serious violations', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByTestId('library-card')).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);
  await card(page, 'Dokumentasi Makrab 2025')
    .getByRole('button', { name: /Lihat detail/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the landing's library search asks the server once the typing pauses, not at every letter", async ({ page }) => {
  // The page's clock moves only when the test moves it: 100 ms between letters, however slowly a busy machine
  // delivers them, then the 300 ms pause a search box waits for; then it runs on its own again.
  await page.clock.install();
  await page.goto('/#library');
  const section = page.locator('#library');
  await expect(section.getByTestId('library-card').first()).toBeVisible();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/library' && url.searchParams.get('q')) asked.push(url.searchParams.get('q')!);
  });
  for (const letter of 'makrab') {
    await section.getByLabel('Cari di library').press(letter);
    await page.clock.runFor(100);
  }
  await page.clock.runFor(300);
  await page.clock.resume();
  await expect(section.getByTestId('library-card')).toHaveCount(1);
  expect(asked).toEqual(['makrab']);
});

test('an address with a page past the end (an old link) shows the last page there is', async ({ page }) => {
  await page.goto('/library?page=50');
  await expect(page.getByTestId('library-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/page=50/);
  await expect(page.getByText('Tidak ada media ditemukan')).toHaveCount(0);
});
