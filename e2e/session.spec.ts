import { expect, test, type Page } from './support/test';
import { OWNER, newStaffAccount } from './support/accounts';
import { signInByRequest, signInThroughForm } from './support/sign-in';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('the owner signs in, lands on /dashboard, logs out and sees the toast', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login Berhasil', { exact: true })).toBeVisible();
  await expect(page.getByText('Selamat datang kembali, Owner!')).toBeVisible();
  await expect(page.getByLabel('Pengguna aktif')).toContainText('Owner');
  // The sign-in page's title goes with it: each dashboard screen is named, then the site.
  const { siteName } = (await (await page.request.get('/api/settings')).json()) as { siteName: string };
  await expect(page).toHaveTitle(`Dashboard | ${siteName}`);
  await page.getByRole('link', { name: 'Articles', exact: true }).click();
  await expect(page).toHaveTitle(`Articles | ${siteName}`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('login page: title, show/hide password, wrong password message, back to home', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('HMTI Login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Tampilkan password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // Not the owner: its wrong passwords would count towards locking it for later specs (3 in 90 s on the e2e site).
  await page.getByLabel('Username').fill('someone-else');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-message')).toHaveText('Username atau password salah');
  await expect(page.getByText('Login Gagal', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a sign-in whose answer is lost on the network says so, not that the password is wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('someone-else');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Login' }).click();
  const message = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.';
  await expect(page.getByTestId('login-message')).toHaveText(message);
  await expect(page.getByText('Login Gagal', { exact: true })).toBeVisible();
  // Once the network is back, a wrong password is named as before.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-message')).toHaveText('Username atau password salah');
});

test('repeated failures lock the form with a countdown', async ({ page }) => {
  await page.goto('/login');
  // The e2e server allows 3 guesses per account: the 4th attempt is refused unanswered. An account of this run only.
  const username = `locked-out-${Date.now()}`;
  for (let i = 0; i < 4; i += 1) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await page.getByRole('button', { name: /Login|Wait/ }).click();
    await expect(page.getByTestId('login-message')).toBeVisible();
  }
  await expect(page.getByTestId('login-message')).toContainText('Terlalu banyak percobaan login. Silakan tunggu');
  await expect(page.getByText('Terlalu Banyak Percobaan Login', { exact: true })).toBeVisible();
  await expect(page.getByTestId('lockout-countdown')).toHaveText(/^Coba lagi dalam \d:\d\d$/);
  await expect(page.getByRole('button', { name: /^Wait \d:\d\d$/ })).toBeDisabled();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  // The countdown runs: it soon shows another time than the one first read.
  const first = (await page.getByTestId('lockout-countdown').textContent()) ?? '';
  await expect(page.getByTestId('lockout-countdown')).not.toHaveText(first, { timeout: 3_000 });
  // Reloaded while it runs, the form is still locked and still says why.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Wait \d:\d\d$/ })).toBeDisabled();
  await expect(page.getByTestId('login-message')).toHaveText(
    /^Terlalu banyak percobaan login\. Silakan tunggu \d+ detik\.$/,
  );
});

test('a session revoked elsewhere sends the next data call to /login with the toast', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sid = (await context.cookies()).find((c) => c.name === 'hm_sid')!;
  // Another device (its own cookie jar) ends this session on the server; the browser keeps its cookie.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
  });
  const res = await elsewhere.post('/api/auth/logout', { headers: { Cookie: `hm_sid=${sid.value}` } });
  expect(res.ok()).toBe(true);
  await elsewhere.dispose();
  // The dashboard re-fetches permissions every 5 s; that call now gets 401.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByText('Anda telah logout', { exact: true })).toBeVisible();
  await expect(page.getByText('Sesi Anda berakhir atau dicabut dari perangkat lain.')).toBeVisible();
});

test('a staff member whose session ended elsewhere reads the public site on: told once, signed out, not sent to /login', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sid = (await context.cookies()).find((c) => c.name === 'hm_sid')!;
  await page.goto('about:blank');
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
  });
  expect((await elsewhere.post('/api/auth/logout', { headers: { Cookie: `hm_sid=${sid.value}` } })).ok()).toBe(true);
  await elsewhere.dispose();

  // Days later the browser, still holding its cookie, opens the landing page.
  await page.goto('/');
  await expect(page.getByText('Anda telah logout', { exact: true })).toBeVisible();
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out: the navbar offers the sign-in, and the next page says nothing more.
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/artikel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Anda telah logout', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/artikel$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a password changed on another device: the phone opening the dashboard again lands on /login with "Anda telah logout"; a first visit or a logout shows no such notice', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const notice = page.getByText('Anda telah logout', { exact: true });
    /**
     * The page has settled on /login: the form is there, its requests (the session check among them) have been
     * answered, and whatever they would have announced is on screen or kept for the next page (a notice is stored
     * before the redirect to /login starts).
     */
    const settledOnLogin = async () => {
      await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
      await expect(page.getByLabel('Username')).toBeEditable();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => sessionStorage.getItem('postLogoutToast'))).toBeNull();
    };

    // Never signed in: /login, and the dashboard that sends them there, say nothing about a lost session.
    await page.goto('/login');
    await settledOnLogin();
    await expect(notice).toHaveCount(0);
    await page.goto('/dashboard');
    await settledOnLogin();
    await expect(notice).toHaveCount(0);

    // A Ketua Divisi signs in on the phone and puts it away.
    const account = await newStaffAccount(baseURL, 'division_head', { prefix: 'e2ephone' });
    await signInThroughForm(page, account.username, account.password);
    await page.goto('about:blank');

    // On another device the password is changed (Settings → Profile → Ganti Password).
    const desk = await browser.newContext({ baseURL });
    try {
      const deskPage = await desk.newPage();
      await signInByRequest(deskPage, account.username, account.password);
      await deskPage.goto('/dashboard/settings?tab=profile');
      const form = deskPage.getByRole('form', { name: 'Ganti Password' });
      await form.getByLabel('Password Saat Ini').fill(account.password);
      await form.getByLabel('Password Baru', { exact: true }).fill('Staff-Pass-456');
      await form.getByLabel('Konfirmasi Password Baru').fill('Staff-Pass-456');
      await form.getByRole('button', { name: 'Ganti Password' }).click();
      await expect(deskPage.getByRole('status').filter({ hasText: 'Password Changed' })).toBeVisible();
    } finally {
      await desk.close();
    }

    // The phone opens the dashboard again: /login, told why.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(notice).toBeVisible();
    await expect(page.getByText('Sesi Anda berakhir atau dicabut dari perangkat lain.')).toBeVisible();
    // Told once: reloading /login does not tell it again.
    await page.reload();
    await settledOnLogin();
    await expect(notice).toHaveCount(0);

    // Signed in again and logged out on purpose: the Logged Out toast, and later visits say nothing about a lost session.
    await signInThroughForm(page, account.username, 'Staff-Pass-456');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The toast comes with the app on the new page: the landing page's code is the largest a phone loads.
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.goto('/dashboard');
    await settledOnLogin();
    await expect(notice).toHaveCount(0);
  });

  test('logging out while the home page is slow to come: the dashboard, coming back to the front meanwhile, finds itself signed out, and the home page still says "Logged Out"', async ({
    page,
    baseURL,
  }) => {
    const account = await newStaffAccount(baseURL, 'division_head', { prefix: 'e2eleave' });
    await signInThroughForm(page, account.username, account.password);

    // The phone is brought back to the front the moment the logout is answered (the browser then asks every screen's
    // data again), and the home page is held until the dashboard, still on screen, has found itself signed out and
    // its guard has moved it to /login.
    await page.evaluate(() => {
      // (On the prototype: assigning sessionStorage.setItem would store an item named "setItem".)
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its storage below
      const store = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        store.call(this, key, value);
        if (key === 'postLogoutToast') window.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        await page.waitForURL(/\/login$/, { waitUntil: 'commit' });
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible({ timeout: 15_000 });
  });
});

test('/error renders the catalogue with details and a countdown', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  await page.goto('/error?error=%7Bbroken');
  await expect(page.getByTestId('error-code')).toHaveText('500');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();

  const obj = {
    code: 429,
    title: 'Terlalu Banyak Permintaan',
    message: 'Batas terlampaui',
    details: { retryAfter: 30, ip: '203.0.113.5', path: '/api/x', method: 'GET', limit: 100, window: '1 menit' },
  };
  // The page's clock is the test's: the countdown of 30 s is run forward instead of waited out, and a slow page
  // load cannot use it up.
  await page.clock.install();
  await page.goto(`/error?error=${encodeURIComponent(JSON.stringify(obj))}`);
  await expect(page.getByTestId('error-code')).toHaveText('429');
  await expect(page.getByText('203.0.113.5')).toBeVisible();
  await expect(page.getByText('100 / 1 menit')).toBeVisible();
  await expect(page.getByTestId('error-countdown')).toHaveText(/Coba lagi dalam 0:[0-3]\d/);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Opened again 20 s after the refusal (a reload, or the address kept): the wait counts from the refusal's moment.
  const pageNow = await page.evaluate(() => Date.now());
  const refusedEarlier = { ...obj, timestamp: new Date(pageNow - 20_000).toISOString() };
  await page.goto(`/error?error=${encodeURIComponent(JSON.stringify(refusedEarlier))}`);
  await expect(page.getByTestId('error-countdown')).toHaveText(/Coba lagi dalam 0:(0\d|10)$/);
});

test('Try Again on /error leads back to the failed page of this site only, with or without JavaScript', async ({
  page,
  request,
}) => {
  const refusal = encodeURIComponent(JSON.stringify({ code: 403, title: 'Akses Ditolak' }));
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await page.goto(`/error?error=${refusal}&from=${encodeURIComponent('/artikel?q=x')}`);
  await expect(tryAgain).toHaveAttribute('href', '/artikel?q=x');
  // The server's page leads there too (no JavaScript, or a new tab).
  const html = await (await request.get(`/error?error=${refusal}&from=${encodeURIComponent('/artikel?q=x')}`)).text();
  expect(html).toContain('href="/artikel?q=x"');
  // An address a browser would read as another site's (it drops tabs and newlines) is not followed.
  for (const from of ['/\t/evil.example/', '/\n\\evil.example', '//evil.example', 'https://evil.example/']) {
    await page.goto(`/error?error=${refusal}&from=${encodeURIComponent(from)}`);
    await expect(tryAgain, from).toHaveAttribute('href', /^\/error\?/);
  }
});

test('an unknown path shows Page Not Found with a real 404 status', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const ok = await page.goto('/login');
  expect(ok?.status()).toBe(200);
});
