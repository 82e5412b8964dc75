import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { ADMIN } from './accounts';

/** The password of every admin-panel account `createEditor` makes. */
export const EDITOR_PASSWORD = 'E2E-Editor-Pass-123';

/**
 * A new admin-panel account with Strapi's Editor role (as configured at boot), made by the Super Admin the way
 * Settings → Users does it: invite, then registration with the invitation token.
 */
export async function createEditor(request: APIRequestContext) {
  const login = await request.post('/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const roles = await request.get('/admin/roles', { headers });
  expect(roles.ok(), await roles.text()).toBe(true);
  const editorRole = ((await roles.json()).data as Array<{ id: number; code: string }>).find(
    (r) => r.code === 'strapi-editor',
  )!;
  const suffix = crypto.randomBytes(3).toString('hex');
  const account = { firstname: 'Eka', lastname: `Editor ${suffix}`, email: `editor-${suffix}@himatif.local` };
  const invited = await request.post('/admin/users', { headers, data: { ...account, roles: [editorRole.id] } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id, registrationToken } = (await invited.json()).data as { id: number; registrationToken: string };
  const registered = await request.post('/admin/register', {
    data: {
      registrationToken,
      userInfo: { firstname: account.firstname, lastname: account.lastname, password: EDITOR_PASSWORD },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return {
    email: account.email,
    name: `${account.firstname} ${account.lastname}`,
    remove: () => request.delete(`/admin/users/${id}`, { headers }),
  };
}

/**
 * Another editor's change in /admin's Content Manager, made while a dashboard form is open: the entry of `uid` whose
 * `field` is `value` gets `data`. `request` is a context on the cms's address.
 */
export async function editInAdmin(
  request: APIRequestContext,
  uid: string,
  [field, value]: [string, string],
  data: Record<string, unknown>,
) {
  const login = await request.post('/admin/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const CM = `/content-manager/collection-types/${uid}`;
  const found = await request.get(`${CM}?filters[${field}][$eq]=${encodeURIComponent(value)}`, { headers });
  const [{ documentId }] = (await found.json()).results as { documentId: string }[];
  const edited = await request.put(`${CM}/${documentId}`, { headers, data });
  expect(edited.status(), await edited.text()).toBe(200);
}

/**
 * Opens Strapi's Media Library dialog with `opener` and picks a new picture from the computer there, as a person does:
 * "Add more assets", the file, uploaded; where the dialog takes several (the editor's), the new picture is ticked in
 * the list; then Finish. Answers the picture's address.
 */
export async function pickNewFromMediaLibrary(
  page: Page,
  opener: Locator,
  picture: { name: string; buffer: Buffer },
  { tick = false } = {},
) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add more assets' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ ...picture, mimeType: 'image/png' });
  const uploaded = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/upload' && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Upload 1 asset to the library' }).click();
  const answer = await uploaded;
  expect(answer.status(), await answer.text()).toBe(201);
  const [file] = (await answer.json()) as Array<{ url: string; name: string }>;
  if (tick) {
    await dialog.getByRole('checkbox', { name: file.name }).check();
    await expect(dialog.getByText(/Selected files/i)).toContainText('1');
  }
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();
  return file.url;
}

/** In an open Content Manager form, gives the article a cover through the Cover field's Media Library dialog. */
export const chooseNewCover = (page: Page, picture: { name: string; buffer: Buffer }) =>
  pickNewFromMediaLibrary(page, page.getByRole('button', { name: /Click to add an asset/ }), picture);

/** Signs in to /admin, unless this browser is still signed in there. */
export async function signInToAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin');
  const form = page.getByLabel('Email');
  await expect(form.or(page.getByRole('link', { name: 'Content Manager' }).first())).toBeVisible({ timeout: 30_000 });
  if (!(await form.isVisible())) return;
  await form.fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * Opens a page of /admin's Content Manager by its address (after `collection-types/`) and waits until `ready` shows.
 * The Content Manager loads its pages in chunks after the document; on a busy machine that takes longer than one
 * assertion's wait. A page opened by its address may decide on the account's rights before they have loaded and say
 * "You don't have the permissions…" until it is reloaded (Strapi's own race, strapi/strapi#20332, seen under load
 * here): then it is reloaded once, as a person would; an account truly without the right still sees the refusal.
 */
export async function openContentManager(page: Page, address: string, ready: Locator) {
  await page.goto(`/admin/content-manager/collection-types/${address}`);
  const refused = page.getByText("You don't have the permissions to access that content");
  await expect(ready.or(refused)).toBeVisible({ timeout: 30_000 });
  if (await refused.isVisible()) await page.reload();
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

/** Opens /admin's form for a new article and waits until it can be typed in. */
export async function openNewArticle(page: Page) {
  const title = page.getByLabel('Title');
  await openContentManager(page, 'api::articles.article/create', title);
  await expect(title).toBeEditable({ timeout: 30_000 });
}

/** A Content Manager create (POST) or save (PUT) of one entry, not one of its actions (publish, clone…). */
const isEntryWrite = (res: Response) =>
  /^\/content-manager\/collection-types\/[^/]+(\/[^/]+)?$/.test(new URL(res.url()).pathname) &&
  ['POST', 'PUT'].includes(res.request().method());

/**
 * Saves the open Content Manager form as an editor does (the Save button, then the "Saved" notice), waits until the
 * form is back (after a create the panel moves to the new entry's address and loads its form again) and sees that
 * nothing is left unsaved. It waits on the server's answer rather than on the notice alone, so a save that a busy
 * machine answers slowly is told apart from one that failed (whose message the assertion prints).
 */
export async function saveInAdmin(page: Page) {
  const answer = page.waitForResponse(isEntryWrite, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  await expect(page.getByLabel('Title')).toBeEditable({ timeout: 30_000 });
  // Saved means nothing is left unsaved: the form holds what the server answered (Save has nothing to do).
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
}
