import { expect, test } from './support/test';
import { signIn, signInThroughForm } from './support/sign-in';

// Every toast here is the first one of a freshly loaded page: the toast library loads with it, and React's
// StrictMode (development bundles: `npm run test:e2e:dev-build`) mounts its container twice.

test('"Login Berhasil" shows after a fresh sign-in', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page.getByText('Login Berhasil', { exact: true })).toBeVisible();
  await expect(page.getByText('Selamat datang kembali, Owner!')).toBeVisible();
});

test('"Logged Out" shows after logging out from a freshly loaded dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
});

test('a failed sign-in shows "Login Gagal" as the first toast of /login', async ({ page }) => {
  await page.goto('/login');
  // A made-up account: the owner's wrong passwords would count towards locking the owner for later specs.
  await page.getByLabel('Username').fill(`toast-${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Gagal', { exact: true })).toBeVisible();
});

test('the stored "Anda telah logout" shows on /login', async ({ page }) => {
  await page.addInitScript(() => {
    if (location.pathname === '/login' && !sessionStorage.getItem('seeded'))
      sessionStorage.setItem(
        'postLogoutToast',
        JSON.stringify({
          title: 'Anda telah logout',
          description: 'Sesi Anda berakhir atau dicabut dari perangkat lain.',
          variant: 'destructive',
        }),
      );
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/login');
  await expect(page.getByText('Anda telah logout', { exact: true })).toBeVisible();
});

test('the first save of a dashboard page shows its toast', async ({ page }) => {
  await signIn(page);
  const original = ((await (await page.request.get('/api/settings')).json()) as { chairpersonName?: string })
    .chairpersonName;
  try {
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();
    await page.getByRole('tab', { name: 'Hero' }).click();
    const name = page.getByRole('textbox', { name: 'Nama Ketua' });
    await expect(name).toBeVisible({ timeout: 30_000 });
    await name.fill('Ketua Uji Toast');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Konten berhasil diperbarui')).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/settings', { data: { chairpersonName: original ?? '' } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
