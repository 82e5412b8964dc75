import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';

// The admin-panel account seeded by the e2e server (ADMIN_EMAIL / ADMIN_PASSWORD in scripts/e2e-server.mjs).

test('an editor writes an article in /admin with CKEditor (heading + bold), publishes it, and /artikel shows it formatted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Artikel dari Admin ${Date.now()}`;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await page.goto('/admin/content-manager/collection-types/api::articles.article/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(/^Slug/).fill(`artikel-dari-admin-${Date.now()}`);
  await page.getByLabel(/^Excerpt/).fill('Ditulis lewat panel admin.');

  const editor = page.getByTestId('rich-editor-content').locator('.ck-editor__editable');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.getByTestId('rich-editor-content').getByRole('button', { name: 'Heading' }).click();
  await page.getByRole('menuitemradio', { name: 'Heading 1' }).click();
  await page.keyboard.type('Bagian Pertama');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Teks biasa dan ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('teks tebal');
  await expect(editor.locator('h2')).toHaveText('Bagian Pertama');
  await expect(editor.locator('strong')).toContainText('teks tebal');

  await page.getByRole('checkbox', { name: /^Published/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();

  await page.goto('/artikel');
  await page.getByRole('link', { name: title }).first().click();
  const body = page.locator('article');
  await expect(body.locator('h2', { hasText: 'Bagian Pertama' })).toBeVisible();
  await expect(body.locator('strong', { hasText: 'teks tebal' })).toBeVisible();
  await deleteAsOwner(request, 'articles', title);
});
