import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/sign-in';
import { OWNER } from './support/accounts';

const PERMISSIONS = '/api/auth/permissions';

/**
 * The dashboard asks for the signed-in user's permissions every few seconds. One of those requests is lost on the
 * way (the connection drops it, as a phone's or a busy network's does); the next one gets through. The browser fails
 * the request itself: the server is not imitated, and every other request reaches it.
 */
async function loseOnePermissionsRequest(page: Page) {
  await page.route(`**${PERMISSIONS}`, (route) => route.abort('connectionreset'), { times: 1 });
  const lost = page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes(PERMISSIONS) });
  await page.clock.fastForward('00:05');
  await lost;
  const next = page.waitForResponse((r) => r.url().includes(PERMISSIONS) && r.ok());
  await page.clock.fastForward('00:05');
  await next;
}

/**
 * A minute later the person comes back to the tab, and the page refreshes what it shows (TanStack Query's refetch on
 * focus); the requests to `apiPath` are lost on the way.
 */
async function returnToTabLosing(page: Page, apiPath: string) {
  await page.clock.fastForward('01:00');
  await page.route(`**${apiPath}**`, (route) => route.abort('connectionreset'));
  // A request sent before the route (one a dialog makes as it opens, say) is past it, and would answer the refresh
  // itself: TanStack Query starts no second request while one is in flight. Once none such is on its way, every
  // request to `apiPath` is lost, the refresh's or one joining it.
  await expect
    .poll(() => [...inFlight.get(page)!].map((r) => r.url()).filter((url) => url.includes(apiPath)))
    .toEqual([]);
  const lost = page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes(apiPath) });
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await lost;
}

/** Each page's requests that have been sent and not yet answered or failed. */
const inFlight = new WeakMap<Page, Set<Request>>();

// The page's clock is the test's: moved on to the dashboard's next 5-second poll, or a minute on to the return to a tab.
test.beforeEach(async ({ page }) => {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  await page.clock.install();
});

test.describe('a request lost on a shaky connection', () => {
  test('a dashboard page opened while its permissions request is lost stays at its address and asks again', async ({
    page,
  }) => {
    await signIn(page, OWNER.username, OWNER.password);
    // Every permissions request is lost until the connection is back (a request of the page before this one, still
    // on its way, could otherwise be the one lost).
    const lose = (route: Route) => route.abort('connectionreset');
    await page.route(`**${PERMISSIONS}`, lose);
    await page.goto('/dashboard/organization?tab=positions');
    const problem = page.getByRole('alert').filter({ hasText: 'Failed to load your permissions.' });
    await expect(problem).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/organization\?tab=positions$/);
    await page.unroute(`**${PERMISSIONS}`, lose);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Organization Structure Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\/organization\?tab=positions$/);
  });

  test('an editor writing a new article keeps the open editor and what they typed', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByLabel('Article Title').fill('Judul yang sedang ditulis');
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Short Excerpt wajib diisi.');

    await loseOnePermissionsRequest(page);

    await expect(dialog.getByLabel('Article Title')).toHaveValue('Judul yang sedang ditulis');
    await expect(dialog.getByRole('alert')).toHaveText('Short Excerpt wajib diisi.');
  });

  test('an editor changing the public page keeps the open content editor and their change', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();
    const about = page.getByRole('textbox', { name: /Tentang Kami/ });
    await expect(about).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Visi & Misi' }).click();
    const vision = page.getByRole('textbox', { name: 'Visi & Misi' });
    await vision.fill('Visi yang sedang diubah');

    await loseOnePermissionsRequest(page);

    await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
    await expect(vision).toHaveValue('Visi yang sedang diubah');
  });
});

test('the owner watching the dashboard keeps the latest activities and notifications when a poll is lost', async ({
  page,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  const title = `Aktivitas sebelum putus ${Date.now()}`;
  const logged = await page.request.post('/api/dashboard/log-activity', {
    data: { type: 'content', action: 'update', title },
  });
  expect(logged.ok(), await logged.text()).toBe(true);
  await page.goto('/dashboard');
  const recent = page.getByTestId('recent-activities');
  await expect(recent.getByText(title)).toBeVisible();

  // The feed's and the bell's next polls are lost on the way.
  await page.route('**/api/dashboard/activities?*', (route) => route.abort('connectionreset'));
  const lost = page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes('/api/dashboard/activities') });
  await page.clock.fastForward('00:11');
  await lost;

  await expect(recent.getByText(title)).toBeVisible();
  await expect(recent.getByText('Belum ada aktivitas')).toHaveCount(0);
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  const dropdown = page.getByRole('region', { name: 'Notifikasi terbaru' });
  await expect(dropdown.getByText(title)).toBeVisible();
});

test.describe('a refresh lost on returning to the tab keeps what the page shows', () => {
  test('an editor changing an article keeps the open editor', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    await page.getByTestId('managed-article').first().getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Article Title').fill('Judul yang sedang diubah');

    await returnToTabLosing(page, '/api/articles/manage/');

    await expect(dialog.getByLabel('Article Title')).toHaveValue('Judul yang sedang diubah');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('an editor adding a member keeps the open form', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/organization');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Name').fill('Anggota yang sedang ditulis');

    await returnToTabLosing(page, '/api/organization/periods');

    await expect(dialog.getByLabel('Name')).toHaveValue('Anggota yang sedang ditulis');
  });

  test('an owner adding a user keeps the role choices', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const role = page.getByRole('dialog', { name: 'Add New User' }).getByLabel('Role');
    const [chosen] = await role.selectOption({ label: 'Admin (Level 2)' });

    await returnToTabLosing(page, '/api/roles/assignable');

    await expect(role).toHaveValue(chosen);
    await expect(role).toHaveAccessibleDescription('');
  });

  test('a visitor reading an article keeps it', async ({ page }) => {
    await page.goto('/artikel?q=Workshop%20Web%20Development');
    const title = 'Workshop Web Development dengan React dan TypeScript';
    await page.getByRole('link', { name: title, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();

    await returnToTabLosing(page, '/api/articles/');

    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toHaveCount(0);
  });
});
