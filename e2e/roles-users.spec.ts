import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { addBottomRole, OWNER } from './support/accounts';
import { dragByKeyboard } from './support/drag';

const PASSWORD = 'Staff-Pass-123';
const PREFIX = 'e2eru';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A fresh browser context loads the dashboard's chunks uncached (slow on a dev server).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** A second person at another computer: a fresh browser context, signed in. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  return { context, page };
}

/** Leftovers of an earlier, interrupted run (users first: a role in use cannot be deleted). */
async function removeLeftovers(request: APIRequestContext) {
  const users = (await (await request.get(`/api/users?q=${PREFIX}`)).json()) as Array<{ id: number; username: string }>;
  for (const user of users.filter((u) => u.username.startsWith(PREFIX))) await request.delete(`/api/users/${user.id}`);
  const roles = (await (await request.get('/api/roles')).json()) as Array<{ id: number; name: string }>;
  for (const role of roles.filter((r) => r.name.startsWith(`${PREFIX}_`)))
    await request.delete(`/api/roles/${role.id}`);
}

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link');
const roleLevel = (page: Page, name: string) => page.getByTestId(`role-card-${name}`).getByTestId('role-level');
const levelOf = async (page: Page, name: string) =>
  Number((await roleLevel(page, name).textContent())?.replace(/\D/g, ''));

test('roles and users: create, drag, assign, sign in with it, hierarchy limits, delete', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const role = { name: `${PREFIX}_${suffix}`, displayName: `E2E Role ${suffix}` };
  const member = { username: `${PREFIX}${suffix}`, name: `E2E Member ${suffix}` };
  const admin = { username: `${PREFIX}adm${suffix}`, name: `E2E Admin ${suffix}` };

  await signIn(page, OWNER.username, OWNER.password);
  await removeLeftovers(page.request);

  // A custom role below the chair, with a few permissions.
  await page.goto('/dashboard/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  await expect(roleLevel(page, 'division_head')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Buat Role Baru' });
  await createDialog.getByLabel('Nama Role').fill(role.name);
  await createDialog.getByLabel('Nama Tampilan').fill(role.displayName);
  await createDialog.getByLabel('Deskripsi').fill('Role uji end-to-end');
  const bottomLevel = (await levelOf(page, 'division_head')) + 1;
  await createDialog.getByLabel('Level').selectOption(String(bottomLevel));
  for (const permission of [/dashboard\.view$/, /articles\.view$/, /library\.view$/])
    await createDialog.getByRole('checkbox', { name: permission }).check();
  await expectNoSeriousAxeViolations(page);
  await createDialog.getByRole('button', { name: 'Buat Role' }).click();
  await expect(createDialog).toBeHidden();
  await expect(roleLevel(page, role.name)).toHaveText(`Level ${bottomLevel}`);
  await expect(page.getByTestId(`role-card-${role.name}`)).toContainText('3 permissions');
  // Roles at or above one's own level cannot be dragged.
  await expect(page.getByRole('button', { name: 'Seret untuk mengubah level Owner' })).toHaveCount(0);

  // Drag it one place up: it takes level (new index + 1) and the role above moves below it; then back down.
  const cards = page.locator('[data-testid^="role-card-"]');
  const cardNames = async () =>
    await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('role-card-', '')));
  const before = await cardNames();
  const index = before.indexOf(role.name);
  const above = before[index - 1];
  await dragByKeyboard(page, `Seret untuk mengubah level ${role.displayName}`, 'ArrowUp');
  await expect(page.getByText('Posisi role berhasil diubah', { exact: true })).toBeVisible();
  await expect(roleLevel(page, role.name)).toHaveText(`Level ${index}`);
  await page.reload();
  await expect(roleLevel(page, role.name)).toHaveText(`Level ${index}`);
  expect((await cardNames()).slice(index - 1, index + 1)).toEqual([role.name, above]);
  await dragByKeyboard(page, `Seret untuk mengubah level ${role.displayName}`, 'ArrowDown');
  await expect(roleLevel(page, role.name)).toHaveText(`Level ${index + 1}`);
  await page.reload();
  await expect(roleLevel(page, role.name)).toHaveText(`Level ${index + 1}`);
  expect((await cardNames()).slice(index - 1, index + 1)).toEqual([above, role.name]);

  // A user with that role.
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByTestId('user-row-owner')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const addUser = async (username: string, name: string) => {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Role', { exact: true }).selectOption(role.name);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(PASSWORD);
    return dialog;
  };
  let dialog = await addUser(member.username, member.name);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`user-row-${member.username}`)).toContainText(role.displayName);

  // The same username again: the server's reason in the failure toast ('Error')…
  dialog = await addUser(member.username, 'Duplicate');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Username sudah digunakan.' })).toContainText(
    'Error',
  );
  // …and under the Username field, which takes the focus.
  await expect(dialog.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    /Username sudah digunakan\./,
  );
  await expect(dialog.getByLabel('Username', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The new account sees only what its role allows.
  const asMember = await signInElsewhere(browser, baseURL, member.username);
  await expect(sidebarLinks(asMember.page)).toHaveText(['Dashboard', 'Articles', 'Library', 'Settings']);
  await asMember.context.close();

  // An admin-level account may not edit or delete the owner, but may edit the lower-ranked member.
  const created = await page.request.post('/api/users', {
    data: {
      username: admin.username,
      name: admin.name,
      email: '',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      division: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const asAdmin = await signInElsewhere(browser, baseURL, admin.username);
  await asAdmin.page.goto('/dashboard/users');
  const ownerRow = asAdmin.page.getByTestId('user-row-owner');
  await expect(ownerRow.getByRole('button', { name: /^View/ })).toBeVisible();
  await expect(ownerRow.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(ownerRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await ownerRow.getByRole('button', { name: /^View/ }).click();
  const details = asAdmin.page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('owner');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(
    asAdmin.page.getByTestId(`user-row-${admin.username}`).getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
  await expect(
    asAdmin.page.getByTestId(`user-row-${member.username}`).getByRole('button', { name: /^Edit/ }),
  ).toBeVisible();
  await asAdmin.context.close();

  // Clean up through the UI: both users, then the role.
  for (const username of [member.username, admin.username]) {
    const row = page.getByTestId(`user-row-${username}`);
    await page.reload();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: 'Hapus User' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(row).toHaveCount(0);
    // The row and its Delete went: the focus goes to the row that took its place, not to the top of the page.
    await expect(page.getByTestId(/^user-row-/).locator(':focus')).toHaveCount(1);
  }
  await page.goto('/dashboard/roles');
  await page
    .getByTestId(`role-card-${role.name}`)
    .getByRole('button', { name: `Hapus role ${role.displayName}` })
    .click();
  await page.getByRole('dialog', { name: 'Hapus Role' }).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByText('Role berhasil dihapus', { exact: true })).toBeVisible();
  await expect(page.getByTestId(`role-card-${role.name}`)).toHaveCount(0);
  await expect(page.getByTestId(/^role-card-/).locator(':focus')).toHaveCount(1);
});

test('roles on a phone: each card keeps its text at the card width, its buttons in a row under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/roles');
  const card = page.getByTestId('role-card-admin');
  await expect(card.getByText('Administrator situs')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Edit/ })).toBeVisible();
  // Measured in one go inside the page: the list may re-render its cards between separate reads (a refetch).
  const layout = () =>
    card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const text = [...el.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Administrator situs'));
      const edit = [...el.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Edit'));
      if (!text || !edit) return null;
      const [t, e] = [text.getBoundingClientRect(), edit.getBoundingClientRect()];
      // The description spans most of the card (it was a column a few words wide beside the buttons), Edit below it.
      return { textSpansCard: t.width > box.width * 0.7, editBelowText: e.y > t.y + t.height - 1 };
    });
  await expect.poll(layout).toEqual({ textSpansCard: true, editBelowText: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a role dialog sent empty on a phone moves to its first problem, far above the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buat Role Baru' });
  const submit = dialog.getByRole('button', { name: 'Buat Role' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const name = dialog.getByLabel('Nama Role');
  await expect(name).toHaveAccessibleDescription(/Nama Role wajib diisi/);
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
});

test('what was typed in the user and role forms is not lost to Escape or the backdrop', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const user = page.getByRole('dialog', { name: 'Add New User' });
  await user.getByLabel('Username', { exact: true }).fill('belum_disimpan');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
  await expect(user.getByLabel('Username', { exact: true })).toHaveValue('belum_disimpan');
  await user.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
  await expect(user).toHaveCount(0);

  await page.goto('/dashboard/roles');
  await page.getByRole('button', { name: 'Tambah Role' }).click();
  const role = page.getByRole('dialog', { name: 'Buat Role Baru' });
  await role.getByLabel('Nama Tampilan').fill('Belum Disimpan');
  await page.mouse.click(5, 5);
  await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
  await expect(role.getByLabel('Nama Tampilan')).toHaveValue('Belum Disimpan');
  // Unchanged again, Escape just closes.
  await role.getByLabel('Nama Tampilan').fill('');
  await page.keyboard.press('Escape');
  await expect(role).toHaveCount(0);
  await expect(ask).toHaveCount(0);
});

test("two people editing one user, or one role, at once keep each other's changes", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, OWNER.username, OWNER.password);
  const suffix = crypto.randomBytes(3).toString('hex');
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const roleName = `${PREFIX}_${suffix}`;
  const roleId = await addBottomRole(
    page.request,
    { name: roleName, displayName: `E2E Bersama ${suffix}`, permissions: ['dashboard.view', 'articles.view'] },
    headers,
  );
  const username = `${PREFIX}dua${suffix}`;
  const created = await page.request.post('/api/users', {
    headers,
    data: { username, name: 'Nama Lama', email: `${username}@e2e.local`, password: PASSWORD, role: 'bph' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { id: number }).id;
  // The same owner at a second computer: both forms are opened before either saves.
  const second = await page.context().newPage();
  try {
    const openUser = async (p: Page) => {
      await p.goto('/dashboard/users');
      await p.getByLabel('Search users').fill(username);
      await p.getByTestId(`user-row-${username}`).getByRole('button', { name: /^Edit/ }).click();
      return p.getByRole('dialog', { name: 'Edit User' });
    };
    const [first, other] = [await openUser(page), await openUser(second)];
    await first.getByLabel('Name', { exact: true }).fill('Nama Baru');
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await expect(first).toHaveCount(0);
    await other.getByLabel('Email', { exact: true }).fill(`baru${suffix}@e2e.local`);
    await other.getByRole('button', { name: 'Save Changes' }).click();
    await expect(other).toHaveCount(0);
    await page.reload();
    await page.getByLabel('Search users').fill(username);
    await expect(page.getByTestId(`user-row-${username}`)).toContainText('Nama Baru');
    await expect(page.getByTestId(`user-row-${username}`)).toContainText(`baru${suffix}@e2e.local`);

    // The role: one adds a permission, the other removes another; both changes stay.
    const openRole = async (p: Page) => {
      await p.goto('/dashboard/roles');
      await p.getByTestId(`role-card-${roleName}`).getByRole('button', { name: /^Edit/ }).click();
      return p.getByRole('dialog', { name: 'Edit Role' });
    };
    const [roleFirst, roleOther] = [await openRole(page), await openRole(second)];
    await roleFirst.getByRole('checkbox', { name: /library\.view$/ }).check();
    await roleFirst.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(roleFirst).toHaveCount(0);
    await roleOther.getByRole('checkbox', { name: /articles\.view$/ }).uncheck();
    await roleOther.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(roleOther).toHaveCount(0);
    const role = (await (await page.request.get('/api/roles')).json()) as Array<{ id: number; permissions: string[] }>;
    expect(role.find((r) => r.id === roleId)?.permissions.sort()).toEqual(['dashboard.view', 'library.view']);
  } finally {
    await second.close();
    await page.request.delete(`/api/users/${userId}`, { headers });
    await page.request.delete(`/api/roles/${roleId}`, { headers });
  }
});

test("without roles.assign, a user's role field says why it cannot be changed", async ({ page, browser, baseURL }) => {
  await signIn(page, OWNER.username, OWNER.password);
  const suffix = crypto.randomBytes(3).toString('hex');
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const userPermissions = ['dashboard.view', 'users.view', 'users.view_others', 'users.edit'];
  const roles = [
    { name: `${PREFIX}_ed${suffix}`, displayName: `E2E Editor ${suffix}`, permissions: userPermissions },
    { name: `${PREFIX}_lo${suffix}`, displayName: `E2E Bawah ${suffix}`, permissions: ['dashboard.view'] },
  ];
  const roleIds = [];
  for (const role of roles) roleIds.push(await addBottomRole(page.request, role, headers));
  const users: number[] = [];
  for (const [i, role] of roles.entries()) {
    const username = `${PREFIX}${i ? 'lo' : 'ed'}${suffix}`;
    const res = await page.request.post('/api/users', {
      headers,
      data: { username, name: username, email: `${username}@e2e.local`, password: PASSWORD, role: role.name },
    });
    expect(res.status(), await res.text()).toBe(201);
    users.push(((await res.json()) as { id: number }).id);
  }
  const editor = await signInElsewhere(browser, baseURL, `${PREFIX}ed${suffix}`);
  try {
    await editor.page.goto('/dashboard/users');
    await editor.page.getByLabel('Search users').fill(`${PREFIX}lo${suffix}`);
    await editor.page.getByTestId(`user-row-${PREFIX}lo${suffix}`).getByRole('button', { name: /^Edit/ }).click();
    const dialog = editor.page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Role')).toBeDisabled();
    await expect(dialog).toContainText('Mengganti role memerlukan izin "Tetapkan role" (roles.assign).');
  } finally {
    await editor.context.close();
    for (const id of users) await page.request.delete(`/api/users/${id}`, { headers });
    for (const id of roleIds) await page.request.delete(`/api/roles/${id}`, { headers });
  }
});

test("the owner's own row edits the name only: login details change in Profile, which asks for the password", async ({
  page,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/users');
  await page.getByTestId(`user-row-${OWNER.username}`).getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByTestId('own-login-note')).toHaveText(
    'Ubah username, email atau password akun Anda sendiri di Settings → Profile.',
  );
  for (const label of ['Username', 'Email', 'Password', 'Confirm Password'])
    await expect(dialog.getByLabel(label, { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeEnabled();
  // The role says why it stays as it is.
  await expect(dialog.getByLabel('Role', { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel('Role', { exact: true })).toHaveAccessibleDescription(
    'Role Owner tidak dapat diubah: akun pemilik tetap pemilik.',
  );
});

test('when the roles one may manage cannot be loaded, the Roles and Users screens say so and try again', async ({
  page,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  let failing = true;
  await page.route('**/api/roles/assignable', (route) => (failing ? route.abort('connectionreset') : route.continue()));
  const message = 'Gagal memuat role yang dapat Anda kelola, jadi tombol ubah dan hapus belum tampil.';
  await page.goto('/dashboard/roles');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Tambah Role' })).toBeDisabled();
  failing = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tambah Role' })).toBeEnabled();

  failing = true;
  await page.goto('/dashboard/users');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 15_000 });
});

test('the user list left for another page keeps its search and role filter after Back and a reload', async ({
  page,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  await page.goto('/dashboard/users');
  const search = page.getByLabel('Search users');
  const role = page.getByLabel('Filter by role');
  await search.fill(OWNER.username);
  await expect(page.getByTestId(`user-row-${OWNER.username}`)).toBeVisible();
  await role.selectOption('bph');
  await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(OWNER.username);
  await expect(role).toHaveValue('bph');
  await page.reload();
  await expect(search).toHaveValue(OWNER.username);
  await expect(role).toHaveValue('bph');
  // An old link naming a role that is gone filters nothing.
  await page.goto(`/dashboard/users?q=${OWNER.username}&role=dihapus`);
  await expect(role).toHaveValue('');
  await expect(page.getByTestId(`user-row-${OWNER.username}`)).toBeVisible();
});

test("users on a phone: each user's role is one pill, not a pill broken over two lines", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER.username, OWNER.password);
  const suffix = crypto.randomBytes(3).toString('hex');
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const roleId = await addBottomRole(
    page.request,
    { name: `${PREFIX}_${suffix}`, displayName: `Anggota Tim Dokumentasi ${suffix}`, permissions: ['dashboard.view'] },
    headers,
  );
  const username = `${PREFIX}pil${suffix}`;
  const created = await page.request.post('/api/users', {
    headers,
    data: { username, name: 'Pil', email: `${username}@e2e.local`, password: PASSWORD, role: `${PREFIX}_${suffix}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    await page.goto('/dashboard/users');
    await page.getByLabel('Search users').fill(username);
    const pill = page.getByTestId(`user-row-${username}`).getByTestId('user-role');
    await expect(pill).toHaveText(`Anggota Tim Dokumentasi ${suffix}`);
    // An inline pill that wraps is drawn as one rounded piece per line.
    expect(await pill.evaluate((el) => el.getClientRects().length)).toBe(1);
  } finally {
    await page.request.delete(`/api/users/${((await created.json()) as { id: number }).id}`, { headers });
    await page.request.delete(`/api/roles/${roleId}`, { headers });
  }
});
