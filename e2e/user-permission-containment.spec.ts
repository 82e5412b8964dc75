import crypto from 'node:crypto';
import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

const PASSWORD = 'Staff-Pass-123';

test('a lower-level editor is offered no edit of a user who holds a permission it lacks; the server refuses one, and says why', async ({
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
  const plainRole = `e2epc_plain_${suffix}`;
  const editorPermissions = [
    'dashboard.view',
    'users.view',
    'users.view_others',
    'users.edit',
    'users.delete',
    'roles.view',
    'roles.edit',
    'roles.delete',
  ];
  const roles = [
    await makeRole(editorRole, bottom + 1, editorPermissions),
    await makeRole(strongRole, bottom + 3, ['dashboard.view', 'settings.edit']),
    await makeRole(plainRole, bottom + 4, ['dashboard.view']),
  ];
  const editor = { username: `e2epcedit${suffix}` };
  const strong = { username: `e2epcstrong${suffix}` };
  const plain = { username: `e2epcplain${suffix}` };
  const users = [
    await makeUser(editor.username, editorRole),
    await makeUser(strong.username, strongRole),
    await makeUser(plain.username, plainRole),
  ];

  const context = await browser.newContext({ baseURL });
  const asEditor = await context.newPage();
  await signIn(asEditor, editor.username, PASSWORD);
  await asEditor.goto('/dashboard/users');
  // Found as a person finds one account among many pages of them: by searching for it.
  const search = asEditor.getByPlaceholder('Search users...');
  await search.fill(plain.username);
  // A lower user whose permissions the editor holds all of: Edit and Delete.
  const plainRow = asEditor.getByTestId(`user-row-${plain.username}`);
  await expect(plainRow.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(plainRow.getByRole('button', { name: /^Delete/ })).toBeVisible();
  // A lower user holding a permission the editor lacks: only View, as for a higher one.
  await search.fill(strong.username);
  const strongRow = asEditor.getByTestId(`user-row-${strong.username}`);
  await expect(strongRow.getByRole('button', { name: /^View/ })).toBeVisible();
  await expect(strongRow.getByRole('button', { name: /^(Edit|Delete|Reset 2FA)/ })).toHaveCount(0);
  // The same on the roles page: the role holding more is shown, not offered for editing.
  await asEditor.goto('/dashboard/roles');
  await expect(asEditor.getByTestId(`role-card-${plainRole}`).getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(asEditor.getByTestId(`role-card-${strongRole}`)).toBeVisible();
  await expect(asEditor.getByTestId(`role-card-${strongRole}`).getByRole('button')).toHaveCount(0);
  // Sent anyway (a script, an old page), the edit is refused with the reason.
  const taken = await asEditor.request.put(`/api/users/${users[1].id}`, {
    data: { password: 'Taken-Over-123', confirmPassword: 'Taken-Over-123' },
  });
  expect(taken.status()).toBe(403);
  expect(((await taken.json()) as { message: string }).message).toBe(
    'Anda tidak dapat mengelola user atau role yang memiliki izin yang tidak Anda miliki.',
  );
  await context.close();

  for (const user of users) expect((await api.delete(`/api/users/${user.id}`)).ok()).toBe(true);
  for (const role of roles) expect((await api.delete(`/api/roles/${role.id}`)).ok()).toBe(true);
});
