import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { expect, test, type Page } from './support/test';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { openUpload } from './support/library';

const driveFile = (id: string) => `https://drive.google.com/file/d/${id}/view`;
// The fake Drive never answers ids starting with "down": the cms cannot verify them (as when Drive is unreachable).
const UNREACHABLE = 'downFile0123456789abcdefghij';

const card = (page: Page, title: string) =>
  page.getByTestId('library-admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openEdit(page: Page, title: string) {
  await card(page, title)
    .getByRole('button', { name: `Edit: ${title}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media Item' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('editing only the title of a seeded item keeps its two uploaded files', async ({ page }) => {
  test.setTimeout(60_000);
  const title = 'Kajian Etika Digital';
  const renamed = `${title} (revisi)`;
  await signIn(page);
  await page.goto('/dashboard/library');
  await expect(card(page, title)).toContainText('2 files');

  const dialog = await openEdit(page, title);
  await expect(dialog.getByText(/not on Google Drive/)).toHaveCount(0);
  await expect(dialog.getByTestId('kept-media-row')).toHaveCount(2);
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Library item updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, renamed)).toContainText('2 files');

  // After a reload the files are still there; one of them can be removed on purpose.
  await page.reload();
  const again = await openEdit(page, renamed);
  await expect(again.getByTestId('kept-media-row')).toHaveCount(2);
  await again.getByRole('button', { name: 'Remove file 2' }).click();
  await expect(again.getByTestId('kept-media-row')).toHaveCount(1);
  await again.getByLabel('Title').fill(title);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Library item updated successfully', { exact: true })).toBeVisible();
  await expect(card(page, title)).toContainText('1 file');
});

test('while Drive cannot be reached the staff member is warned but may save; the server decides', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const title = `Drive sedang tidak terjangkau ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/library');
  const dialog = await openUpload(page, { title, description: 'Tautan yang belum bisa diperiksa' });
  await dialog.getByLabel('Google Drive link 1').fill(driveFile(UNREACHABLE));
  await expect(dialog.getByTestId('drive-link-warning')).toHaveText(
    'Google Drive link 1 belum dapat diperiksa karena Google Drive tidak menjawab.',
  );
  await expect(dialog.getByTestId('drive-link-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
  await expect(card(page, title)).toContainText('1 file');
  await deleteAsOwner(request, 'library', title);
});

test('an item made from a Drive folder of 35 files can be renamed and trimmed; its files are not checked again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const title = `Folder besar ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/library');
  const dialog = await openUpload(page, { title, description: 'Satu folder, banyak foto' });
  await dialog.getByLabel('Google Drive link 1').fill(`https://drive.google.com/drive/folders/${DRIVE_IDS.bigFolder}`);
  await expect(dialog.getByTestId('drive-link-valid')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media uploaded successfully', { exact: true })).toBeVisible();
  await expect(card(page, title)).toContainText('35 files');

  // The stored files are the item's files, not 35 links to check again (more than one save may name).
  const edit = await openEdit(page, title);
  await expect(edit.getByTestId('kept-media-row')).toHaveCount(35);
  await expect(edit.getByLabel('Google Drive link 1')).toHaveValue('');
  await edit.getByRole('button', { name: 'Remove file 35' }).click();
  await edit.getByLabel('Title').fill(`${title} (dipilih)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Library item updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card(page, `${title} (dipilih)`)).toContainText('34 files');
  await deleteAsOwner(request, 'library', `${title} (dipilih)`);
});
