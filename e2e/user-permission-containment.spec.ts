import crypto from 'node:crypto';
import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

const PASSWORD = 'Staff-Pass-123';

test('a lower-level editor cannot reset a user who holds a permission it lacks, and is told why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  await signIn(page);
  const api = page.request;
  const levels = (await (await api.get('/api/roles/levels')).json()) as Array<{ level: number }>;
  const bottom = Math.max(...levels.map((r) => r.level).filter((l) => l < 999));
  const makeRole = async (name: string, level: number, permissions: string[]) => {
    const res = await api.post('/api/roles/create-with-shift', {
      data: { name, displayName: name, level, permissions },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const makeUser = async (username: string, role: string) => {
    const res = await api.post('/api/users', {
      data: { username, name: username, email: '', password: PASSWORD, confirmPassword: PASSWORD, role },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const editorRole = `e2epc_editor_${suffix}`;
  const strongRole = `e2epc_strong_${suffix}`;
  const roles = [
    await makeRole(editorRole, bottom + 1, ['dashboard.view', 'users.view', 'users.view_others', 'users.edit']),
    await makeRole(strongRole, bottom + 3, ['dashboard.view', 'settings.edit']),
  ];
  const editor = { username: `e2epcedit${suffix}` };
  const strong = { username: `e2epcstrong${suffix}` };
  const users = [await makeUser(editor.username, editorRole), await makeUser(strong.username, strongRole)];

  const context = await browser.newContext({ baseURL });
  const asEditor = await context.newPage();
  await signIn(asEditor, editor.username, PASSWORD);
  await asEditor.goto('/dashboard/users');
  // Found as a person finds one account among many pages of them: by searching for it.
  await asEditor.getByPlaceholder('Search users...').fill(strong.username);
  const row = asEditor.getByTestId(`user-row-${strong.username}`);
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = asEditor.getByRole('dialog', { name: 'Edit User' });
  // Without roles.assign the role cannot be changed here.
  await expect(dialog.getByLabel('Role', { exact: true })).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill('Taken-Over-123');
  await dialog.getByLabel('Confirm Password').fill('Taken-Over-123');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(asEditor.getByText('Failed to update user', { exact: true })).toBeVisible();
  await expect(
    asEditor.getByText('Anda tidak dapat mengelola user atau role yang memiliki izin yang tidak Anda miliki.'),
  ).toBeVisible();
  await context.close();

  for (const user of users) expect((await api.delete(`/api/users/${user.id}`)).ok()).toBe(true);
  for (const role of roles) expect((await api.delete(`/api/roles/${role.id}`)).ok()).toBe(true);
});
