import { expect, type Page } from '@playwright/test';

/** The dashboard library's Upload New Media dialog, opened from its button, with `fields` typed in when given. */
export async function openUpload(page: Page, fields?: { title: string; description: string }) {
  await page.getByRole('button', { name: 'Upload Media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Media' });
  await expect(dialog).toBeVisible();
  if (fields) {
    await dialog.getByLabel('Title').fill(fields.title);
    await dialog.getByLabel('Short description').fill(fields.description);
  }
  return dialog;
}
