import crypto from 'node:crypto';
import { expect, request as playwrightRequest, test, type Locator, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { addStaffAccount } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { openUpload } from './support/library';

// The Library journeys of a Ketua Divisi (division_head): what they met in Dashboard → Library.

const driveFile = (id: string) => `https://drive.google.com/file/d/${id}/view`;

const card = (page: Page, title: string) =>
  page.getByTestId('library-admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A new division head account, signed in on `page`, on the dashboard's library. */
async function signInAsDivisionHead(page: Page, baseURL: string | undefined) {
  const suffix = crypto.randomBytes(3).toString('hex');
  const account = { username: `kadiv_lib_${suffix}`, password: 'Kadiv-Pass-123', name: `Kadiv Library ${suffix}` };
  const api = await playwrightRequest.newContext({ baseURL });
  await addStaffAccount(api, baseURL, account, 'division_head').finally(() => api.dispose());
  await signIn(page, account.username, account.password);
  await page.goto('/dashboard/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  return suffix;
}

/** A click on the backdrop, beside the dialog's panel. */
const clickOutside = (page: Page) => page.mouse.click(4, 4);

test('closing the library form with typed text asks first; an untouched or saved form just closes', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const suffix = await signInAsDivisionHead(page, baseURL);
  const title = `Dokumentasi Rapat ${suffix}`;
  const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });

  try {
    // An untouched form closes at once, by Escape, by a click outside and by ×.
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => clickOutside(page),
      (dialog: Locator) => dialog.getByRole('button', { name: 'Tutup' }).click(),
    ]) {
      const dialog = await openUpload(page);
      await close(dialog);
      await expect(dialog).toBeHidden();
      await expect(ask).toHaveCount(0);
    }

    // Typed text: each way of closing asks, and "Lanjutkan Mengedit" keeps the text.
    const dialog = await openUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Full description').fill('Catatan lengkap rapat kerja divisi.');
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => clickOutside(page),
      () => dialog.getByRole('button', { name: 'Tutup' }).click(),
      () => dialog.getByRole('button', { name: 'Cancel' }).click(),
    ]) {
      await close();
      await expect(ask).toBeVisible();
      await expect(ask).toContainText('Perubahan yang belum disimpan akan hilang.');
      await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
      await expect(ask).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Title')).toHaveValue(title);
      await expect(dialog.getByLabel('Full description')).toHaveValue('Catatan lengkap rapat kerja divisi.');
    }
    // "Buang Perubahan" closes it; it opens again empty.
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
    await expect(dialog).toBeHidden();
    const again = await openUpload(page);
    await expect(again.getByLabel('Title')).toHaveValue('');
    await expect(again.getByLabel('Full description')).toHaveValue('');

    // Saved: it closes without asking.
    await again.getByLabel('Title').fill(title);
    await again.getByLabel('Short description').fill('Rapat kerja divisi');
    await again.getByLabel('Google Drive link 1').fill(driveFile(DRIVE_IDS.publicFile));
    await expect(again.getByTestId('drive-link-valid')).toBeVisible();
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
    await expect(again).toBeHidden();
    await expect(ask).toHaveCount(0);

    // Edit Media Item: untouched, Escape closes; a changed title asks, and discarding keeps the saved one.
    const openEdit = async () => {
      await card(page, title)
        .getByRole('button', { name: `Edit: ${title}`, exact: true })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Media Item' });
      await expect(edit.getByTestId('kept-media-row')).toHaveCount(1);
      return edit;
    };
    let edit = await openEdit();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(ask).toHaveCount(0);
    edit = await openEdit();
    await edit.getByLabel('Title').fill(`${title} (diubah)`);
    await clickOutside(page);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
    await expect(edit).toBeHidden();
    await expect(card(page, title)).toBeVisible();
    edit = await openEdit();
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Full description').fill('Catatan yang diperbarui.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Library item updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(ask).toHaveCount(0);
  } finally {
    await deleteAsOwner(request, 'library', title);
  }
});

test('an empty Drive folder is refused at the link check, and a save that reaches the server says the same', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = await signInAsDivisionHead(page, baseURL);
  const title = `Folder kosong ${suffix}`;
  const folder = `https://drive.google.com/drive/folders/${DRIVE_IDS.emptyFolder}`;
  const empty = 'Google Drive link 1 adalah folder yang tidak memperlihatkan satu pun foto atau video.';
  const toasts = page.locator('.Toastify__toast');

  try {
    const dialog = await openUpload(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Short description').fill('Foto kegiatan');
    const link = dialog.getByLabel('Google Drive link 1');
    await link.fill(folder);
    // The check itself says the folder has nothing to show: no green tick, no "added one by one" note.
    await expect(dialog.getByTestId('drive-link-error')).toHaveText(empty);
    await expect(dialog.getByTestId('drive-link-valid')).toHaveCount(0);
    await expect(dialog.getByText(/Ini link folder/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('library-form-error')).toHaveText(
      'Pastikan semua Google Drive link valid dan dapat diakses.',
    );

    // Emptied between the check and the save (the check answered as for a listed folder): the server refuses, and the
    // staff member reads its reason, under the form and in the toast, not a generic upload failure.
    await page.route('**/api/gdrive/check-access', (route) =>
      route.fulfill({ json: { accessible: true, isFolder: true, fileId: DRIVE_IDS.emptyFolder } }),
    );
    await link.fill('');
    await link.fill(folder);
    await expect(dialog.getByTestId('drive-link-valid')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('library-form-error')).toHaveText(empty);
    await expect(toasts.filter({ hasText: empty })).toBeVisible();
    await expect(toasts.filter({ hasText: 'Failed to upload media. Please try again.' })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  } finally {
    await deleteAsOwner(request, 'library', title);
  }
});

test('a division head hides an item from the site with the form switch, and shows it again', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const suffix = await signInAsDivisionHead(page, baseURL);
  const title = `Album Tampil ${suffix}`;
  const shown = page.getByRole('switch', { name: 'Tampilkan di situs' });
  const badge = card(page, title).getByText('Hidden from the site', { exact: true });
  // What a visitor (no account) finds on /library.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const expectOnSite = async (count: number) => {
    await visitor.goto(`/library?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(
      visitor.getByTestId('library-card').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) }),
    ).toHaveCount(count);
  };
  const saveEdit = async (show: boolean) => {
    await card(page, title)
      .getByRole('button', { name: `Edit: ${title}`, exact: true })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Media Item' });
    await expect(edit.getByTestId('kept-media-row')).toHaveCount(1);
    await expect(shown).toHaveAttribute('aria-checked', String(!show));
    await shown.click();
    await expect(shown).toHaveAttribute('aria-checked', String(show));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Library item updated successfully', { exact: true }).last()).toBeVisible();
    await expect(edit).toBeHidden();
  };

  try {
    // A new item is shown by default.
    const dialog = await openUpload(page);
    await expect(shown).toHaveAttribute('aria-checked', 'true');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Short description').fill('Foto kegiatan divisi');
    await dialog.getByLabel('Google Drive link 1').fill(driveFile(DRIVE_IDS.publicFile));
    await expect(dialog.getByTestId('drive-link-valid')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
    await expect(card(page, title)).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expectOnSite(1);

    // Switched off: the card says so and /library no longer lists it.
    await saveEdit(false);
    await expect(badge).toBeVisible();
    await expectOnSite(0);

    // Switched on again: back on the site.
    await saveEdit(true);
    await expect(badge).toHaveCount(0);
    await expectOnSite(1);
  } finally {
    await visitorContext.close();
    await deleteAsOwner(request, 'library', title);
  }
});

test('a click on the backdrop the moment the form opens closes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  // The press lands as soon as the dialog is in the page, before any later task of the page runs.
  const pressed = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const overlay = document.querySelector('[role="dialog"]')?.previousElementSibling;
          if (!overlay) return;
          observer.disconnect();
          overlay.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
          overlay.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, isPrimary: true }));
          overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          resolve(true);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByRole('button', { name: 'Upload Media' }).click();
  expect(await pressed).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Upload New Media' })).toHaveCount(0);
});
