import { expect, test, type Page } from './support/test';
import type { RequestLimits } from '@hmti/contract';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { signIn } from './support/sign-in';

/** What staff read when the site refuses something: Indonesian, naming the field as the form names it. */

const toast = (page: Page, title: string) =>
  page.getByRole('status').filter({ has: page.getByText(title, { exact: true }) });
const driveFile = (id: string) => `https://drive.google.com/file/d/${id}/view`;
const NOT_DRIVE = 'https://example.com/foto.png';

test('an invalid division colour is refused in Indonesian, by the colour as the form names it, before and after Save', async ({
  page,
}) => {
  await signIn(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/settings') && r.method() === 'PUT') sent.push(r.postData() ?? '');
  });
  await page.goto('/dashboard/content');
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await page.getByRole('tab', { name: 'Warna Divisi' }).click();
  const colour = page.getByRole('textbox', { name: 'Public Relation', exact: true });
  await colour.fill('merah');
  const message = 'Warna Public Relation harus berupa warna (#rrggbb atau rgba(...)).';
  // At the field as it is typed.
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');

  // On Save: the toast says the same, and nothing is sent.
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Gagal memperbarui konten')).toContainText(message);
  expect(sent).toEqual([]);

  // The server (a client that skips the form) answers in the same words.
  const direct = await page.request.put('/api/settings', { data: { divisionColors: { public_relation: 'merah' } } });
  expect([direct.status(), (await direct.json()).message]).toEqual([400, message]);

  // Corrected, the message goes.
  await colour.fill('#ec4899');
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await expect(colour).toHaveAttribute('aria-invalid', 'false');
});

test('on a phone, a Hero picture the site refuses takes the editor to its field, marked with the message, from another tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/dashboard/content');
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await page.getByRole('tab', { name: 'Hero' }).click();
  const photo = page.getByRole('textbox', { name: 'Foto Ketua', exact: true });
  await photo.fill(NOT_DRIVE);
  await page.getByRole('tab', { name: 'Tentang Kami' }).click();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();

  const message = /Foto Ketua harus berupa link berbagi Google Drive atau alamat file situs ini/;
  await expect(toast(page, 'Gagal memperbarui konten')).toContainText(message);
  await expect(page.getByRole('tab', { name: 'Hero' })).toHaveAttribute('aria-selected', 'true');
  await expect(photo).toBeFocused();
  await expect(photo).toBeInViewport();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(photo).toHaveAccessibleDescription(message);
  // Corrected (emptied: the organisation chart's photo), the mark goes.
  await photo.fill('');
  await expect(photo).not.toHaveAttribute('aria-invalid', 'true');
});

test('a refused Drive link stops being an error as soon as a valid link is typed, in the field and under the form', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/library');
  await page.getByRole('button', { name: 'Upload Media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Media' });
  await dialog.getByLabel('Title').fill(`Tautan dibetulkan ${Date.now()}`);
  await dialog.getByLabel('Short description').fill('Tautan salah lalu dibetulkan');
  const link = dialog.getByLabel('Google Drive link 1');
  await link.fill(NOT_DRIVE);
  const refused = 'Google Drive link 1 bukan link berbagi Google Drive yang valid.';
  await expect(dialog.getByTestId('drive-link-error')).toHaveText(refused);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('library-form-error')).toHaveText(refused);

  // A valid link typed: the field's error is gone at once (its verdict was for the old link), and the form's too.
  await link.fill(driveFile(DRIVE_IDS.publicFile));
  await expect(dialog.getByTestId('drive-link-error')).toHaveCount(0, { timeout: 300 });
  await expect(dialog.getByTestId('drive-link-valid')).toBeVisible();
  await expect(dialog.getByTestId('library-form-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test("the article editor's Drive-link error goes once the link is corrected, without saving again", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Article Title').fill('Judul artikel uji pesan');
  await dialog.getByLabel('Short Excerpt').fill('Ringkasan artikel uji pesan.');
  const editable = dialog.getByRole('textbox', { name: /Article Content/ });
  await expect(editable).toBeVisible({ timeout: 30_000 });
  await editable.click();
  await page.keyboard.type('Isi artikel.');
  const link = dialog.getByLabel('Google Drive image link');
  await link.fill(NOT_DRIVE);
  const refused = 'Google Drive image link bukan link berbagi Google Drive yang valid.';
  await expect(dialog.getByTestId('drive-link-error')).toHaveText(refused);
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog.getByTestId('article-form-error')).toHaveText(refused);

  await link.fill(driveFile(DRIVE_IDS.publicFile));
  await expect(dialog.getByTestId('drive-link-error')).toHaveCount(0, { timeout: 300 });
  await expect(dialog.getByTestId('article-form-error')).toHaveCount(0);
  await expect(dialog.getByTestId('drive-link-valid')).toBeVisible();
});

test('the settings name the configured request limits: per address for visitors, per account for staff', async ({
  page,
}) => {
  await signIn(page);
  const limits = (await (await page.request.get('/api/settings/request-limits')).json()) as RequestLimits;
  expect([limits.visitors.windowSeconds, limits.staff.windowSeconds]).toEqual([60, 60]);
  const text = `${limits.visitors.max} permintaan per 1 menit per alamat IP untuk pengunjung; ${limits.staff.max} permintaan per 1 menit per akun untuk staf yang login.`;
  await page.goto('/dashboard/settings?tab=security');
  await expect(page.getByRole('definition').filter({ hasText: text })).toHaveText(text);
  await page.goto('/dashboard/settings?tab=middleware');
  await expect(page.getByText(`Membatasi permintaan API: ${text}`, { exact: true })).toBeVisible();
});
