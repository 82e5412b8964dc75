import crypto from 'node:crypto';
import { expect, test } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { OWNER } from './support/accounts';
import { setTestClock } from './support/test-clock';
import { publishArticleWithUpload, storedArticle } from './support/articles';

const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;

test('schedule an article in the editor: listed as scheduled, hidden from /artikel until the server publishes it', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Terjadwal ${crypto.randomBytes(3).toString('hex')}`;
  const direct = `E2E Langsung ${crypto.randomBytes(3).toString('hex')}`;
  // The site's clock: 1 January 2030, 07:00 in Jakarta.
  setTestClock(baseURL, '2030-01-01T00:00:00Z');
  await signIn(page, OWNER.username, OWNER.password);
  try {
    await page.goto('/dashboard/articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByLabel('Article Title').fill(title);
    await dialog.getByLabel('Short Excerpt').fill('Artikel yang terbit sesuai jadwal.');
    const editable = dialog.getByRole('textbox', { name: /Article Content/ });
    await expect(editable).toBeVisible({ timeout: 30_000 });
    await editable.click();
    await page.keyboard.type('Isi artikel terjadwal.');
    await dialog.getByLabel('Google Drive image link').fill(DRIVE_LINK);

    // Jadwalkan: the switch steps aside, the time is read in the site's zone.
    await dialog.getByRole('checkbox', { name: 'Jadwalkan' }).check();
    await expect(dialog.getByRole('switch', { name: 'Published' })).toBeDisabled();
    await expect(dialog.getByText('Zona waktu situs: Asia/Jakarta')).toBeVisible();
    const when = dialog.getByLabel('Waktu terbit');
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Pilih tanggal dan jam terbit.');

    // A time already past on the site's clock: refused at the field with the server's message, nothing saved.
    await when.fill('2030-01-01T06:30');
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Waktu jadwal sudah lewat. Pilih waktu yang akan datang.')).toBeVisible();
    await expect(dialog).toBeVisible();

    await when.fill('2030-01-01T09:00');
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });

    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await expect(card.getByText('Terjadwal', { exact: true })).toBeVisible();
    await expect(card.getByTestId('article-schedule')).toHaveText('Terbit 1 Januari 2030, 09.00 (Asia/Jakarta)');

    // Opened again, the editor shows the schedule as it was set.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(editor.getByRole('checkbox', { name: 'Jadwalkan' })).toBeChecked();
    await expect(editor.getByLabel('Waktu terbit')).toHaveValue('2030-01-01T09:00');
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // Another article, written after it but published at once (on the real clock, before 2030).
    await publishArticleWithUpload(request, {
      title: direct,
      excerpt: 'Artikel yang langsung terbit.',
      content: '<p>Langsung terbit.</p>',
      picture: { name: 'langsung.png', rgb: [20, 120, 200] },
    });

    // Not on the public list while the time has not come.
    await page.goto(`/artikel?q=${encodeURIComponent(title)}`);
    await expect(page.getByText('Tidak ada artikel ditemukan').filter({ visible: true })).toBeVisible();

    // 10:00 in Jakarta: the server publishes it by itself.
    setTestClock(baseURL, '2030-01-01T03:00:00Z');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    // Published at its time, not when it was written: its page says so, and it is the newest on the landing page,
    // above the article written after it.
    await page.getByRole('heading', { name: title }).click();
    await expect(page).toHaveURL(/\/artikel\/\d+/);
    const published = page.locator('dl div').filter({ has: page.getByText('Dipublikasikan:') });
    await expect(published.locator('time')).toHaveText('1 Januari 2030');
    await expect(published.locator('time')).toHaveAttribute('datetime', '2030-01-01T02:00:00.000Z');
    await page.goto('/');
    const newest = page.locator('#articles h3');
    await expect(newest.first()).toHaveText(title);
    await expect(newest.nth(1)).toHaveText(direct);

    await page.goto('/dashboard/articles');
    await expect(
      page.getByTestId('managed-article').filter({ hasText: title }).getByText('Published', { exact: true }),
    ).toBeVisible();
  } finally {
    setTestClock(baseURL, null);
    await deleteAsOwner(request, 'articles', title);
    await deleteAsOwner(request, 'articles', direct);
  }
});

test('ticking Jadwalkan on a live article and unticking it leaves the article published', async ({ page, request }) => {
  const title = `E2E Batal Jadwal ${crypto.randomBytes(3).toString('hex')}`;
  await signIn(page, OWNER.username, OWNER.password);
  try {
    await publishArticleWithUpload(request, {
      title,
      excerpt: 'Artikel yang sudah terbit.',
      content: '<p>Sudah terbit.</p>',
      picture: { name: 'batal-jadwal.png', rgb: [200, 120, 20] },
    });
    await page.goto('/dashboard/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await page
      .getByTestId('managed-article')
      .filter({ hasText: title })
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Article' });
    const published = editor.getByRole('switch', { name: 'Published' });
    await expect(published).toHaveAttribute('aria-checked', 'true');
    const schedule = editor.getByRole('checkbox', { name: 'Jadwalkan' });
    await schedule.check();
    await expect(published).toHaveAttribute('aria-checked', 'false');
    // Changed their mind: the article is live again, as before.
    await schedule.uncheck();
    await expect(published).toHaveAttribute('aria-checked', 'true');
    await editor.getByLabel('Short Excerpt').fill('Artikel yang tetap terbit.');
    await editor.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
    expect((await storedArticle(request, title)).published).toBe(true);
  } finally {
    await deleteAsOwner(request, 'articles', title);
  }
});
