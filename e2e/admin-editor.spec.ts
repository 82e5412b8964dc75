import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { ADMIN } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';

const EDITOR_PASSWORD = 'E2E-Editor-Pass-123';

/**
 * A new admin-panel account with Strapi's Editor role (as configured at boot), made by the Super Admin the way
 * Settings → Users does it: invite, then registration with the invitation token.
 */
async function createEditor(request: APIRequestContext) {
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

test('an Editor-role admin writes an article in /admin with CKEditor (heading + bold), publishes it, /artikel shows it formatted and the activity log names the editor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Artikel dari Admin ${Date.now()}`;
  const editor = await createEditor(request);
  try {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password').fill(EDITOR_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);

    await page.goto('/admin/content-manager/collection-types/api::articles.article/create');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(/^Slug/).fill(`artikel-dari-admin-${Date.now()}`);
    await page.getByLabel(/^Excerpt/).fill('Ditulis lewat panel admin.');

    const content = page.getByTestId('rich-editor-content').locator('.ck-editor__editable');
    await expect(content).toBeVisible();
    await content.click();
    await page.getByTestId('rich-editor-content').getByRole('button', { name: 'Heading' }).click();
    await page.getByRole('menuitemradio', { name: 'Heading 1' }).click();
    await page.keyboard.type('Bagian Pertama');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Teks biasa dan ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('teks tebal');
    await expect(content.locator('h2')).toHaveText('Bagian Pertama');
    await expect(content.locator('strong')).toContainText('teks tebal');

    await page.getByRole('checkbox', { name: /^Published/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/).first()).toBeVisible();

    await page.goto('/artikel');
    await page.getByRole('link', { name: title }).first().click();
    const body = page.locator('article');
    await expect(body.locator('h2', { hasText: 'Bagian Pertama' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'teks tebal' })).toBeVisible();

    // The owner's dashboard lists the publication under the editor's name, marked as an admin-panel account.
    await signIn(page);
    await page.getByRole('button', { name: 'Lihat Selengkapnya' }).click();
    const entry = page
      .getByRole('dialog', { name: 'Semua Aktivitas' })
      .getByRole('listitem')
      .filter({ hasText: 'Artikel dipublikasikan' })
      .filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`oleh ${editor.name} (admin panel)`);
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});
