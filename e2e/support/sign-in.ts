import { expect, type Page } from '@playwright/test';
import { OWNER } from './accounts';

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, username = OWNER.username, password = OWNER.password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}
