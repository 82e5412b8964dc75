import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from './support/test';
import { addBottomRole, OWNER } from './support/accounts';
import { signIn } from './support/sign-in';

const PASSWORD = 'Staff-Pass-123';
const PREFIX = 'e2etf';

/** The owner's own API session (its own cookie jar), to create the accounts a journey needs. */
async function ownerApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  const login = await api.post('/api/auth/login', { data: OWNER });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

async function createUser(api: APIRequestContext, role: string) {
  const username = `${PREFIX}${role.replace(/_/g, '')}${crypto.randomBytes(3).toString('hex')}`;
  const res = await api.post('/api/users', {
    data: { username, name: `E2E ${username}`, email: `${username}@e2e.local`, password: PASSWORD, role },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { username, id: ((await res.json()) as { id: number }).id };
}

/**
 * A role of this test only, at the bottom, with BPH's permissions: requiring 2FA for it leaves the seeded roles, which
 * specs running alongside sign in with, as they are.
 */
async function roleOfThisTest(api: APIRequestContext) {
  const roles = (await (await api.get('/api/roles')).json()) as Array<{ name: string; permissions: string[] }>;
  const name = `${PREFIX}role_${crypto.randomBytes(3).toString('hex')}`;
  const displayName = `Peran ${name}`;
  const permissions = roles.find((r) => r.name === 'bph')?.permissions ?? ['dashboard.view'];
  const id = await addBottomRole(api, { name, displayName, permissions });
  return {
    name,
    displayName,
    label: new RegExp(`^${displayName}`),
    /** Not required any more (the other roles' rule as it is now), then deleted. */
    async remove() {
      const policy = (await (await api.get('/api/auth/two-factor/policy')).json()) as Array<{
        name: string;
        requireTwoFactor: boolean;
      }>;
      const required = policy.filter((r) => r.requireTwoFactor && r.name !== name).map((r) => r.name);
      await api.put('/api/auth/two-factor/policy', { data: { roles: required } });
      await api.delete(`/api/roles/${id}`);
    },
  };
}

/**
 * The authenticator app of the test: the code of the current 30-second step, or of the next one when the current
 * one was used already (the server takes each code once). When both are used, it polls the clock until a new step.
 */
function authenticator(base32: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32) });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let used = 0;
  return {
    async code() {
      await expect.poll(() => stepNow() + 1 > used, { timeout: 35_000, intervals: [500] }).toBe(true);
      const step = Math.max(stepNow(), used + 1);
      used = step;
      return totp.generate({ timestamp: step * 30_000 });
    },
    /** A code that is none of the accepted ones right now. */
    wrongCode() {
      const accepted = new Set([-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * 30_000 })));
      let guess = 0;
      while (accepted.has(String(guess).padStart(6, '0'))) guess += 1;
      return String(guess).padStart(6, '0');
    },
  };
}

async function passwordStep(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a staff member enrols an authenticator, signs in with a code, a recovery code works once, wrong codes lock', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL);
  const user = await createUser(api, 'bph');
  try {
    // Signed in with the password only, the user enrols in the account settings.
    await passwordStep(page, user.username);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // As on a site served over plain http, where the browser has no Clipboard API; what is copied is noted.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      document.addEventListener('copy', () => {
        (window as unknown as { copied?: string }).copied = document.getSelection()?.toString();
      });
    });
    await page.goto('/dashboard/settings?tab=profile');
    const card = page.getByTestId('two-factor-card');
    await expect(card).toContainText('Tidak aktif');
    // A session alone does not enrol: the current password first, and the server's refusal is shown as it says.
    await card.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    const confirm = card.getByRole('form', { name: 'Aktifkan 2FA' });
    // The button that opened it is gone: the form's first field takes the focus, for the keyboard and the phone.
    await expect(confirm.getByLabel('Password Saat Ini')).toBeFocused();
    await confirm.getByLabel('Password Saat Ini').fill('bukan-password-saya');
    await confirm.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Password saat ini salah.');
    await expect(confirm.getByLabel('Password Saat Ini')).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm.getByLabel('Password Saat Ini')).toBeFocused();
    await expect(card.getByRole('img', { name: 'Kode QR untuk aplikasi authenticator' })).toHaveCount(0);
    await confirm.getByLabel('Password Saat Ini').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(card.getByRole('img', { name: 'Kode QR untuk aplikasi authenticator' })).toBeVisible();
    const app = authenticator((await card.getByTestId('two-factor-secret').textContent()) ?? '');
    await card.getByLabel('Kode authenticator').fill(await app.code());
    await card.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    await expect(card.getByTestId('recovery-code')).toHaveCount(10);
    const recoveryCodes = await card.getByTestId('recovery-code').allTextContents();
    await card.getByRole('button', { name: 'Salin kode' }).click();
    await expect(card.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(recoveryCodes.join('\n'));
    await expect(card.getByRole('status')).toHaveText('Verifikasi dua langkah aktif.');
    await card.getByRole('button', { name: 'Selesai' }).click();
    await expect(card).toContainText('Aktif');
    await expect(card).toContainText('10 kode pemulihan tersisa');
    // The codes and their button have gone: the focus goes to the card's first button, not to the top of the page.
    await expect(card.getByRole('button', { name: 'Buat Ulang Kode Pemulihan' })).toBeFocused();
    // New recovery codes need the password (or a code) too; the old ones stop working.
    await card.getByRole('button', { name: 'Buat Ulang Kode Pemulihan' }).click();
    const again = card.getByRole('form', { name: 'Buat ulang kode pemulihan' });
    await again.getByLabel('Password Saat Ini').fill(PASSWORD);
    await again.getByRole('button', { name: 'Buat Kode Baru' }).click();
    await expect(card.getByTestId('recovery-code')).toHaveCount(10);
    const newCodes = await card.getByTestId('recovery-code').allTextContents();
    expect(newCodes).not.toContain(recoveryCodes[0]);
    recoveryCodes.splice(0, recoveryCodes.length, ...newCodes);
    await expect(card.getByRole('status')).toHaveText('Kode pemulihan baru dibuat; kode yang lama tidak berlaku lagi.');
    await card.getByRole('button', { name: 'Selesai' }).click();
    await expect(card).toContainText('10 kode pemulihan tersisa');
    await expect(card.getByRole('button', { name: 'Buat Ulang Kode Pemulihan' })).toBeFocused();
    await logout(page);

    // The password alone no longer signs in: the code step follows, and "remember me" does not skip it.
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('two-factor-step')).toBeVisible();
    await expect(page.getByLabel('Kode authenticator')).toBeFocused();
    expect((await page.context().cookies()).some((c) => c.name === 'hm_sid')).toBe(false);
    await page.getByLabel('Kode authenticator').fill(await app.code());
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('Login Berhasil', { exact: true })).toBeVisible();
    // The sessions list shows which sign-ins passed the code step.
    await page.goto('/dashboard/settings?tab=profile');
    const own = page.locator('[data-testid="session-item"][data-current]');
    await expect(own).toContainText('2FA');
    // A "remember me" session has an idle limit too (14 days), shown before its fixed 30-day end.
    await expect(own.getByTestId('session-end')).toContainText('Berakhir jika tidak aktif hingga');
    await expect(own.getByTestId('session-end')).toContainText('Ingat saya');
    await logout(page);

    // A recovery code instead of the app's code, once.
    await passwordStep(page, user.username);
    await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await logout(page);
    await passwordStep(page, user.username);
    await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByTestId('two-factor-message')).toHaveText('Kode salah atau sudah kedaluwarsa.');

    // Wrong codes: five per account, then the code step is locked, even for the right code.
    await page.getByRole('button', { name: 'Pakai kode authenticator' }).click();
    for (let i = 0; i < 4; i += 1) {
      await page.getByLabel('Kode authenticator').fill(app.wrongCode());
      await page.getByRole('button', { name: 'Verifikasi' }).click();
      await expect(page.getByTestId('two-factor-message')).toHaveText('Kode salah atau sudah kedaluwarsa.');
      await expect(page.getByLabel('Kode authenticator')).toHaveValue('');
    }
    await page.clock.install();
    await page.getByLabel('Kode authenticator').fill(await app.code());
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    const message = page.getByTestId('two-factor-message');
    await expect(message).toContainText('Terlalu banyak kode salah. Silakan tunggu');
    await expect(page.getByRole('button', { name: /^Wait \d:\d\d$/ })).toBeDisabled();
    await expect(page).toHaveURL(/\/login$/);
    // The wait counts down where it is said, and once it is over nothing says to wait any more.
    const wait = Number(/tunggu (\d+) detik/.exec((await message.textContent()) ?? '')?.[1]);
    await page.clock.fastForward(2_000);
    await expect
      .poll(async () => Number(/tunggu (\d+) detik/.exec((await message.textContent()) ?? '')?.[1]))
      .toBeLessThanOrEqual(wait - 2);
    await page.clock.fastForward(wait * 1000);
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verifikasi' })).toBeEnabled();
  } finally {
    await api.delete(`/api/users/${user.id}`);
    await api.dispose();
  }
});

test('enrolling in the settings keeps the focus where the person is: the steps, a wrong code, back after Batal', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL);
  const user = await createUser(api, 'bph');
  try {
    await passwordStep(page, user.username);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await page.goto('/dashboard/settings?tab=profile');
    const card = page.getByTestId('two-factor-card');
    await card.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    const confirm = card.getByRole('form', { name: 'Aktifkan 2FA' });
    await confirm.getByLabel('Password Saat Ini').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(card.getByRole('img', { name: 'Kode QR untuk aplikasi authenticator' })).toBeVisible();
    // The steps take the focus (the QR code stays in view: no keyboard pops up over it); a wrong code goes back there.
    await expect(card.getByTestId('authenticator-setup').getByRole('list')).toBeFocused();
    const codeField = card.getByLabel('Kode authenticator');
    await codeField.fill(authenticator((await card.getByTestId('two-factor-secret').textContent()) ?? '').wrongCode());
    await card.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toBeFocused();
    // On a phone the app is usually on the same device, where no QR code can be scanned: a link opens it instead.
    const openInApp = card.getByRole('link', { name: 'Buka di aplikasi authenticator' });
    await expect(openInApp).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(openInApp).toBeVisible();
    await expect(openInApp).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Batal goes back to the button that started it.
    await card.getByRole('button', { name: 'Batal' }).click();
    await expect(card.getByRole('button', { name: 'Aktifkan 2FA' })).toBeFocused();
    await expect(card).toContainText('Tidak aktif');
  } finally {
    await api.delete(`/api/users/${user.id}`);
    await api.dispose();
  }
});

test('a role that requires 2FA leads to the enrol screen; only a higher role resets it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL);
  const role = await roleOfThisTest(api);
  const member = await createUser(api, role.name);
  const admin = await createUser(api, 'admin');
  const peer = await createUser(api, 'admin');
  try {
    // The owner requires two-factor sign-in for the member's role in Settings → Security.
    await page.goto('/login');
    await page.getByLabel('Username').fill(OWNER.username);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await page.goto('/dashboard/settings?tab=security');
    const policy = page.getByTestId('two-factor-policy');
    await policy.getByLabel(role.label).check();
    await policy.getByRole('button', { name: 'Simpan kebijakan 2FA' }).click();
    await page.getByRole('dialog', { name: 'Wajibkan 2FA?' }).getByRole('button', { name: 'Wajibkan 2FA' }).click();
    await expect(page.getByText('Kebijakan 2FA Disimpan', { exact: true })).toBeVisible();
    await logout(page);

    // The member is led to enrol before reaching the dashboard.
    await passwordStep(page, member.username);
    const enrol = page.getByTestId('enrol-step');
    await expect(enrol).toContainText('Role Anda mewajibkan verifikasi dua langkah');
    await expect(enrol.getByRole('img', { name: 'Kode QR untuk aplikasi authenticator' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const scanned = (await enrol.getByTestId('two-factor-secret').textContent()) ?? '';
    const app = authenticator(scanned);
    // Back to the password before the first code (the step ran out, or Batal): the key the app scanned still counts.
    await enrol.getByRole('button', { name: 'Batal' }).click();
    await passwordStep(page, member.username);
    await expect(enrol.getByTestId('two-factor-secret')).toHaveText(scanned);
    await enrol.getByLabel('Kode authenticator').fill(await app.code());
    await enrol.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Lanjut ke dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await page.goto('/dashboard/settings?tab=profile');
    await expect(page.getByTestId('two-factor-card')).toContainText('tidak dapat dinonaktifkan');
    await logout(page);

    // A peer admin with 2FA of their own (enrolled through the API as the settings page does).
    const peerApi = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL ?? '').origin },
    });
    await peerApi.post('/api/auth/login', { data: { username: peer.username, password: PASSWORD } });
    const peerSetupRes = await peerApi.post('/api/auth/two-factor/setup', { data: { currentPassword: PASSWORD } });
    const peerSetup = (await peerSetupRes.json()) as { secret: string };
    const enabled = await peerApi.post('/api/auth/two-factor/enable', {
      data: { code: await authenticator(peerSetup.secret).code(), currentPassword: PASSWORD },
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);
    await peerApi.dispose();

    // An admin resets the member's 2FA; an equal-level admin's has no reset, and the server refuses it too.
    const context = await browser.newContext({ baseURL });
    const adminPage = await context.newPage();
    await passwordStep(adminPage, admin.username);
    await expect(adminPage).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await adminPage.goto('/dashboard/users');
    await adminPage.getByLabel(/Cari|Search/).fill(PREFIX);
    const peerRow = adminPage.getByTestId(`user-row-${peer.username}`);
    await expect(peerRow).toContainText('2FA');
    await expect(peerRow.getByRole('button', { name: /Reset 2FA/ })).toHaveCount(0);
    const refused = await adminPage.request.delete(`/api/users/${peer.id}/two-factor`);
    expect(refused.status()).toBe(403);
    const memberRow = adminPage.getByTestId(`user-row-${member.username}`);
    await memberRow.getByRole('button', { name: /Reset 2FA/ }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Reset 2FA' }).click();
    await expect(adminPage.getByText('2FA direset', { exact: true })).toBeVisible();
    await expect(memberRow.getByRole('button', { name: /Reset 2FA/ })).toHaveCount(0);
    await context.close();

    // Reset while the role still requires it: the member enrols again at the next sign-in.
    await passwordStep(page, member.username);
    await expect(page.getByTestId('enrol-step')).toBeVisible();
    const activity = await api.get('/api/dashboard/activities?limit=20');
    expect(await activity.text()).toContain('2FA user direset');
  } finally {
    for (const user of [member, admin, peer]) await api.delete(`/api/users/${user.id}`);
    await role.remove();
    await api.dispose();
  }
});

test('when the two-factor status or policy cannot be read, the owner is told so and can ask again, not left waiting', async ({
  page,
}) => {
  await signIn(page);
  let failing = true;
  await page.route(/\/api\/auth\/two-factor(\/policy)?$/, (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"down"}}' })
      : route.fallback(),
  );
  await page.goto('/dashboard/settings?tab=security');
  const policyCard = page.getByRole('region', { name: 'Wajib 2FA per Role' });
  await expect(policyCard.getByRole('alert')).toContainText('Gagal memuat role.');
  await page.goto('/dashboard/settings?tab=profile');
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByRole('alert')).toContainText('Gagal memuat status 2FA.');
  failing = false;
  await card.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(card).toContainText('Tidak aktif');
});

test('requiring 2FA for a role says, and does, that its members signed in without it are signed out now', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await ownerApi(playwright, baseURL);
  const role = await roleOfThisTest(api);
  const member = await createUser(api, role.name);
  const ownerContext = await browser.newContext({ baseURL });
  try {
    await passwordStep(page, member.username);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    const owner = await ownerContext.newPage();
    await signIn(owner);
    await owner.goto('/dashboard/settings?tab=security');
    const card = owner.getByRole('region', { name: 'Wajib 2FA per Role' });
    await expect(card).toContainText('sesi mereka yang belum melewati 2FA langsung berakhir');
    await card.getByLabel(role.label).check();
    await card.getByRole('button', { name: 'Simpan kebijakan 2FA' }).click();
    // Sessions end at once: asked first, naming the role. Cancelled, nothing is saved and the member stays in.
    const confirm = owner.getByRole('dialog', { name: 'Wajibkan 2FA?' });
    await expect(confirm).toContainText(`Sesi pengguna ${role.displayName} yang belum melewati 2FA langsung berakhir`);
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByLabel(role.label)).toBeChecked();
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await card.getByRole('button', { name: 'Simpan kebijakan 2FA' }).click();
    await confirm.getByRole('button', { name: 'Wajibkan 2FA' }).click();
    await expect(owner.getByText('Kebijakan 2FA Disimpan', { exact: true })).toBeVisible();
    await expect(owner.getByText(/belum melewati 2FA telah diakhiri/)).toBeVisible();

    // The member's open dashboard is sent to sign in again, where the enrolment awaits.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByText('Anda telah logout', { exact: true })).toBeVisible();
    await passwordStep(page, member.username);
    const enrol = page.getByTestId('enrol-step');
    await expect(enrol).toBeVisible();

    // Wrong first codes lock the enrolment as they lock the code step: a countdown, then nothing says to wait.
    const app = authenticator((await enrol.getByTestId('two-factor-secret').textContent()) ?? '');
    await page.clock.install();
    for (let i = 0; i < 5; i += 1) {
      await enrol.getByLabel('Kode authenticator').fill(app.wrongCode());
      await enrol.getByRole('button', { name: 'Aktifkan 2FA' }).click();
      await expect(enrol.getByRole('alert')).toHaveText(/Kode salah|Terlalu banyak kode salah/);
    }
    await enrol.getByLabel('Kode authenticator').fill(app.wrongCode());
    await enrol.getByRole('button', { name: 'Aktifkan 2FA' }).click();
    await expect(enrol.getByRole('alert')).toContainText('Terlalu banyak kode salah. Silakan tunggu');
    await expect(enrol.getByRole('button', { name: /^Wait \d:\d\d$/ })).toBeDisabled();
    await page.clock.fastForward('10:00');
    await expect(enrol.getByRole('alert')).toHaveCount(0);
    await expect(enrol.getByRole('button', { name: 'Aktifkan 2FA' })).toBeEnabled();
  } finally {
    await ownerContext.close();
    await api.delete(`/api/users/${member.id}`);
    await role.remove();
    await api.dispose();
  }
});
