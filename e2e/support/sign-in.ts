import { expect, type Page } from '@playwright/test';
import { OWNER } from './accounts';

/**
 * Signs in as the login form does (the same request, the session cookie lands in the page's browser context) and
 * opens the dashboard. For tests of what comes after signing in; the form itself, its toasts and its errors are the
 * subject of session.spec, toasts.spec, two-factor.spec and roles-users.spec, which use signInThroughForm.
 */
export async function signIn(page: Page, username = OWNER.username, password = OWNER.password) {
  await signInByRequest(page, username, password);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** The login request alone, in the page's browser context (no page is opened). */
export async function signInByRequest(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json(), 'an account without a second sign-in step').not.toHaveProperty('twoFactor');
}

/** Signs in through the login page, as a person does, and waits for the dashboard. */
export async function signInThroughForm(page: Page, username = OWNER.username, password = OWNER.password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}
