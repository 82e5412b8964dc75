import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { openUpload } from './support/library';

const driveFile = (id: string) => `https://drive.google.com/file/d/${id}/view`;

const card = (page: Page, title: string) =>
  page.getByTestId('library-admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const linkRow = (dialog: Locator, n: number) => dialog.getByTestId('drive-link-row').nth(n - 1);

/** A photo item made through the API (one public Drive picture); answers its id. */
async function createPhotoItem(request: APIRequestContext, title: string, description: string) {
  const res = await request.post('/api/library', {
    multipart: {
      title,
      description,
      type: 'photo',
      'gdriveUrls[0]': driveFile(DRIVE_IDS.publicFile),
      'gdriveMediaTypes[0]': 'image',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Deletes the item of that card in Media Library, confirming, and waits for the toast. */
async function deleteFromCard(page: Page, title: string) {
  await card(page, title)
    .getByRole('button', { name: `Delete: ${title}`, exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Media Item' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Item deleted successfully', { exact: true })).toBeVisible();
}

test('the owner uploads a two-file item from Drive links, views it full screen, edits and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Album E2E ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();

  const dialog = await openUpload(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('library-form-error')).toHaveText('Title wajib diisi.');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('library-form-error')).toHaveText('Short description wajib diisi.');
  await dialog.getByLabel('Short description').fill('Dua file dari Drive');
  await dialog.getByLabel('Full description').fill('Satu gambar dan satu video.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('library-form-error')).toHaveText(
    'Google Drive links wajib diisi: minimal satu link.',
  );
  // As for the fields above: the first link is marked with the message, and Save moved there.
  const firstLink = linkRow(dialog, 1).getByLabel('Google Drive link 1');
  await expect(firstLink).toBeFocused();
  await expect(firstLink).toHaveAttribute('aria-invalid', 'true');
  await expect(firstLink).toHaveAccessibleDescription(/wajib diisi: minimal satu link/);

  // Link 1: a public picture; it is only checked after the 500 ms pause.
  await linkRow(dialog, 1).getByLabel('Google Drive link 1').fill(driveFile(DRIVE_IDS.publicFile));
  await expect(linkRow(dialog, 1).getByTestId('drive-link-valid')).toHaveCount(0);
  await expect(linkRow(dialog, 1).getByTestId('drive-link-valid')).toBeVisible();

  // Link 2: a private file is refused and blocks saving.
  await dialog.getByRole('button', { name: '+ Add another link' }).click();
  await linkRow(dialog, 2).getByLabel('Google Drive link 2').fill(driveFile(DRIVE_IDS.privateFile));
  await expect(linkRow(dialog, 2).getByTestId('drive-link-error')).toHaveText(
    'Google Drive link 2 bersifat privat sehingga tidak dapat dibuka server.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('library-form-error')).toHaveText(
    'Pastikan semua Google Drive link valid dan dapat diakses.',
  );
  await expect(dialog).toBeVisible();

  // Replaced by a public file shown as a video.
  await linkRow(dialog, 2).getByLabel('Google Drive link 2').fill(driveFile(DRIVE_IDS.publicFile2));
  await linkRow(dialog, 2).getByLabel('Media type of link 2').selectOption('video');
  await expect(linkRow(dialog, 2).getByTestId('drive-link-valid')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the grid: two files, the picture first.
  const item = card(page, title);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('media-index')).toContainText('1 / 2');
  await expect(item.getByRole('img', { name: `${title} (1 of 2)` })).toBeVisible();

  // Full screen: the page does not scroll behind it, arrows step through, Escape closes.
  await item.getByRole('button', { name: `View full screen: ${title}` }).click();
  const overlay = page.getByTestId('media-fullscreen');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByTestId('media-counter')).toHaveText('1 / 2');
  const pageOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  await expect.poll(pageOverflow).toBe('hidden');
  await overlay.getByRole('button', { name: 'Next media' }).click();
  await expect(overlay.getByTestId('media-counter')).toHaveText('2 / 2');
  await expect(overlay.getByTestId('media-thumbnails').getByRole('button')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect.poll(pageOverflow).not.toBe('hidden');

  // Details view with the thumbnail strip; Escape closes the overlay opened from it, then the dialog.
  await item.getByRole('button', { name: `View: ${title}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Satu gambar dan satu video.')).toBeVisible();
  await expect(details.getByTestId('media-thumbnails').getByRole('button')).toHaveCount(2);
  await details.getByRole('button', { name: `View full screen: ${title}` }).click();
  await expect(overlay).toBeVisible();
  // Open once focus is in it (as a person sees it): before that, Escape still belongs to the dialog below.
  await expect(overlay.getByRole('button', { name: 'Close full screen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Edit: the stored Drive files are the item's files (the second a video), kept as they are; a link adds more.
  const newTitle = `${title} (diubah)`;
  await item.getByRole('button', { name: `Edit: ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Media Item' });
  await expect(edit.getByTestId('kept-media-row')).toHaveCount(2);
  await expect(edit.getByRole('img', { name: `${title}: file 1` })).toBeVisible();
  await expect(edit.getByText(`${title}: video 2`)).toBeAttached();
  await expect(edit.getByLabel('Google Drive link 1')).toHaveValue('');
  await edit.getByLabel('Title').fill(newTitle);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Library item updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = card(page, newTitle);
  await expect(edited).toBeVisible();

  // Delete, after confirming.
  await edited.getByRole('button', { name: `Delete: ${newTitle}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Media Item' });
  await expect(confirm).toContainText('Are you sure you want to delete this item?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Item deleted successfully', { exact: true })).toBeVisible();
  await expect(card(page, newTitle)).toHaveCount(0);
});

test('Save pressed right after pasting a good Drive link saves the item, not "link invalid"', async ({ page }) => {
  const title = `Langsung Simpan ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/library');
  const dialog = await openUpload(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Short description').fill('Disimpan sebelum link selesai diperiksa');
  await linkRow(dialog, 1).getByLabel('Google Drive link 1').fill(driveFile(DRIVE_IDS.publicFile));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await deleteFromCard(page, title);
});

test('on a phone, Save with a text field missing takes the media form to that field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/dashboard/library');
  const dialog = await openUpload(page);
  const save = dialog.getByRole('button', { name: 'Save' });

  await save.click();
  const title = dialog.getByLabel('Title');
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Title wajib diisi.');

  await title.fill('Album dari ponsel');
  await save.click();
  const description = dialog.getByLabel('Short description');
  await expect(description).toBeFocused();
  await expect(description).toBeInViewport();
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('on a phone, a card whose pictures cannot be loaded says so where its buttons do not cover it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const title = `Album tanpa akses ${Date.now()}`;
  const res = await page.request.post('/api/library', {
    multipart: {
      title,
      description: 'Dua gambar yang tidak dapat dimuat.',
      type: 'photo',
      'gdriveUrls[0]': driveFile(DRIVE_IDS.publicFile),
      'gdriveMediaTypes[0]': 'image',
      'gdriveUrls[1]': driveFile(DRIVE_IDS.publicFile),
      'gdriveMediaTypes[1]': 'image',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  // Every picture fails, as a file made private after it was added does.
  await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback()));
  await page.goto('/dashboard/library');
  await page.getByPlaceholder('Search library...').fill(title);
  /** The failure's texts in `frame` are shown, and none lies under the frame's buttons. */
  const expectUncovered = async (frame: Locator, texts: string[]) => {
    const buttons = ['View full screen', 'Previous media', 'Next media'].map((name) =>
      frame.getByRole('button', { name: `${name}: ${title}`, exact: true }).first(),
    );
    for (const text of texts) {
      const shown = frame.getByText(text, { exact: true }).first();
      await expect(shown).toBeVisible();
      const box = (await shown.boundingBox())!;
      for (const button of buttons) {
        const covering = (await button.boundingBox())!;
        const overlaps =
          box.x < covering.x + covering.width &&
          covering.x < box.x + box.width &&
          box.y < covering.y + covering.height &&
          covering.y < box.y + box.height;
        expect(overlaps, `${text} under ${await button.getAttribute('aria-label')}`).toBe(false);
      }
    }
  };
  // A card, two to a row, says that it failed; the item's details also say why.
  const item = card(page, title);
  await expectUncovered(item, ['Failed to load media']);
  await expect(item.getByText('File may be private or inaccessible')).toBeHidden();
  await item.getByRole('button', { name: `View: ${title}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  await expectUncovered(details, ['Failed to load media', 'File may be private or inaccessible']);
  await page.keyboard.press('Escape');
  await deleteFromCard(page, title);
});

test('search and tabs filter the library; the page, the dialogs and the full-screen view pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/dashboard/library');
  const cards = page.getByTestId('library-admin-card');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  await expectNoSeriousAxeViolations(page);

  await page.getByPlaceholder('Search library...').fill('MAKRAB');
  await expect(cards).toHaveCount(1);
  await page.getByPlaceholder('Search library...').fill('');
  await expect(cards).toHaveCount(total);
  const tabs = page.getByRole('tablist', { name: 'Media type' });
  await tabs.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByText('No media items found.')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Photos' }).click();
  await expect(cards).toHaveCount(total);
  await tabs.getByRole('tab', { name: 'All' }).click();

  const upload = await openUpload(page);
  await expectNoSeriousAxeViolations(page);
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload).toBeHidden();

  // A seeded three-photo item: details view with 80 px lazy thumbnails, then full screen.
  const makrab = 'Dokumentasi Makrab 2025';
  await card(page, makrab)
    .getByRole('button', { name: `View: ${makrab}`, exact: true })
    .click();
  const details = page.getByRole('dialog', { name: makrab });
  const thumbs = details.getByTestId('media-thumbnails').getByRole('button');
  await expect(thumbs).toHaveCount(3);
  expect(
    await thumbs.first().evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]),
  ).toEqual([80, 80]);
  await expect(thumbs.first().locator('img')).toHaveAttribute('loading', 'lazy');
  await thumbs.nth(2).click();
  await expect(details.getByTestId('media-index')).toContainText('3 / 3');
  await expectNoSeriousAxeViolations(page);
  await details.getByRole('button', { name: `View full screen: ${makrab}` }).click();
  const overlay = page.getByTestId('media-fullscreen');
  await expect(overlay.getByTestId('media-counter')).toHaveText('3 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(overlay.getByTestId('media-counter')).toHaveText('1 / 3');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(details).toBeVisible();
});

test('the list is paged on the server: twelve cards a page, search across all pages, a page emptied goes back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `Halaman${Date.now().toString(36)}`;
  await signIn(page);
  const created: number[] = [];
  try {
    for (let i = 1; i <= 13; i++) created.push(await createPhotoItem(page.request, `${tag} ${i}`, 'Uji halaman'));
    await page.goto('/dashboard/library');
    const cards = page.getByTestId('library-admin-card');
    await expect(cards.first()).toBeVisible();
    // The search is debounced: wait for the server's answer to it before looking at the cards.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/library/manage') && new URL(r.url()).searchParams.get('q') === tag,
    );
    await page.getByPlaceholder('Search library...').fill(tag);
    await searched;
    await expect(cards.filter({ hasNotText: tag })).toHaveCount(0);
    await expect(cards).toHaveCount(12);
    await expect(card(page, `${tag} 13`)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Library pages' });
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(1);
    await expect(card(page, `${tag} 1`)).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Another dashboard page and Back: the same search, on the same page.
    await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { name: 'Articles Management' })).toBeVisible();
    await page.goBack();
    await expect(page.getByPlaceholder('Search library...')).toHaveValue(tag);
    await expect(cards).toHaveCount(1);
    await expect(card(page, `${tag} 1`)).toBeVisible();
    // Deleting the only card of the last page moves back to the page before it.
    await deleteFromCard(page, `${tag} 1`);
    await expect(cards).toHaveCount(12);
    await expect(card(page, `${tag} 13`)).toBeVisible();
    await expect(pagination).toHaveCount(0);
    await page.getByRole('tablist', { name: 'Media type' }).getByRole('tab', { name: 'Videos' }).click();
    await expect(page.getByText('No media items found.')).toBeVisible();
    await expect(pagination).toHaveCount(0);
  } finally {
    for (const id of created) await page.request.delete(`/api/library/${id}`);
  }
});

test('an item deleted in the dashboard is no longer counted when staff go back to the site', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const title = `Hitung E2E ${Date.now().toString(36)}`;
  const id = await createPhotoItem(page.request, title, 'Dihitung di beranda');
  try {
    // The site first, then the dashboard and back through their own links: one visit, one app.
    await page.goto('/');
    const media = page.getByTestId('stat-media');
    await expect(media).toHaveText(/^\d+\+/);
    const before = parseInt((await media.textContent()) ?? '', 10);
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Library' }).click();
    await page.getByPlaceholder('Search library...').fill(title);
    await deleteFromCard(page, title);
    await page.getByRole('link', { name: 'Situs publik' }).click();
    await expect(page.getByTestId('stat-media')).toHaveText(`${before - 1}+Media`);
  } finally {
    await page.request.delete(`/api/library/${id}`);
  }
});
