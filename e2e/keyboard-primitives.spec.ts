import { expect, test } from './support/test';
import { OWNER } from './support/accounts';
import { signIn } from './support/sign-in';

test('a dialog keeps the focus inside, closes on Escape and gives the focus back to its button', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/users');
  const opener = page.getByRole('button', { name: 'Add User' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  // The page behind is out of reach for screen readers while the dialog is open.
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toHaveCount(0);

  // Tab goes round inside the dialog: back from the first control to the last, on from the last to the first.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Create User' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
});

test('the article editor dialog lets the focus into CKEditor’s link balloon and back', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  const editable = dialog.getByRole('textbox', { name: /Article Content/ });
  await expect(editable).toBeVisible({ timeout: 30_000 });
  await editable.click();
  await page.keyboard.type('Situs HMTI');
  await page.keyboard.press('Shift+Home');

  // The balloon lives at the end of <body>, outside the dialog: it takes the focus and the clicks.
  await page.keyboard.press('Control+K');
  const url = page.locator('.ck-body-wrapper').getByRole('textbox', { name: /Link URL/i });
  await expect(url).toBeFocused();
  await url.fill('https://hmti.example/');
  await page.locator('.ck-body-wrapper').getByRole('button', { name: 'Insert' }).click();
  await expect(editable.locator('a[href="https://hmti.example/"]')).toHaveText('Situs HMTI');
  await expect(dialog).toBeVisible();
});

test('tabs: arrow keys, Home and End move between the tabs and select them', async ({ page }) => {
  await page.goto('/library');
  const tabs = page.getByRole('tablist', { name: 'Jenis media' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  await expect(tab('Semua')).toHaveAttribute('aria-selected', 'true');
  // One tab stop: the selected tab.
  await expect(tab('Foto')).toHaveAttribute('tabindex', '-1');
  await tab('Semua').focus();

  for (const [key, name] of [
    ['ArrowRight', 'Foto'],
    ['ArrowRight', 'Video'],
    ['ArrowRight', 'Semua'],
    ['ArrowLeft', 'Video'],
    ['Home', 'Semua'],
    ['End', 'Video'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByText('Tidak ada media ditemukan')).toBeVisible();
});
