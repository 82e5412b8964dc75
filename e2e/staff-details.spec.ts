import crypto from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { addStaffAccount } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';
import { signIn, signInByRequest, signInThroughForm } from './support/sign-in';
import { setTestClock } from './support/test-clock';

/**
 * Details staff ran into (issue #32, round 3): dashboard counts that disagreed with the landing page, the library grid
 * on a phone, the articles pager, a past schedule time, the silent 11th-device sign-in and the one-click reset.
 */
test.use({ viewport: { width: 1366, height: 800 } });

/** The number on a landing stat tile ("15+"). */
const tileNumber = async (page: Page, testId: string) => {
  await expect(page.getByTestId(testId)).toContainText(/\d+\+/);
  return Number(/(\d+)\+/.exec((await page.getByTestId(testId).textContent()) ?? '')?.[1]);
};

test('the dashboard says what each count counts, and its published and current-period numbers are the landing page’s', async ({
  page,
  request,
}) => {
  const draft = `E2E Draf Hitungan ${crypto.randomBytes(3).toString('hex')}`;
  await signIn(page);
  // A draft: the dashboard's total and the landing page's published count now differ for sure.
  const created = await page.request.post('/api/articles', {
    multipart: {
      title: draft,
      excerpt: 'Draf untuk hitungan.',
      content: '<p>Belum terbit.</p>',
      published: 'false',
      tags: JSON.stringify(['Uji']),
      gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  try {
    await page.goto('/');
    const members = await tileNumber(page, 'stat-anggota');
    const articles = await tileNumber(page, 'stat-artikel');
    const media = await tileNumber(page, 'stat-media');
    const periods = (await (await page.request.get('/api/organization/periods')).json()) as string[];

    await page.goto('/dashboard');
    const articleCard = page.getByTestId('stat-totalArticles');
    await expect(articleCard).toContainText(new RegExp(`\\d+ artikel \\(${articles} terbit\\)`));
    const total = Number(/(\d+) artikel/.exec((await articleCard.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(articles);
    await expect(page.getByTestId('stat-totalMediaItems')).toContainText(new RegExp(`\\d+ item \\(${media} terbit\\)`));
    const memberCard = page.getByTestId('stat-totalMembers');
    await expect(memberCard).toContainText(new RegExp(`(?<!\\d)${members} anggota periode \\d{4}-\\d{4}`));
    const period = /periode (\d{4}-\d{4})/.exec((await memberCard.textContent()) ?? '')?.[1];
    expect(periods).toContain(period);
    await expect(memberCard).toContainText(/\d+ di semua periode/);
  } finally {
    await deleteAsOwner(request, 'articles', draft);
  }
});

test('the dashboard library grid has two columns on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/dashboard/library');
  const grid = page.getByTestId('library-admin-grid');
  await expect(grid.getByTestId('library-admin-card').first()).toBeVisible();
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
});

test('changing page in the dashboard articles list scrolls the list to its top', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/articles');
  const list = page.getByRole('list', { name: 'Articles' });
  const cards = list.getByTestId('managed-article');
  await expect(cards).toHaveCount(9);
  const pager = page.getByRole('navigation', { name: 'Articles pages' });
  const listTop = () => list.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  /** At the pager, a page is chosen: then the list's top is shown, below the sticky top bar (64 px). */
  const choose = async (pageNumber: number) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(listTop).toBeLessThan(64);
    const before = await cards.first().textContent();
    await pager.getByRole('button', { name: `Halaman ${pageNumber}` }).click();
    await expect(pager.getByRole('button', { name: `Halaman ${pageNumber}` })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).not.toHaveText(before ?? '');
    await expect.poll(listTop).toBeGreaterThanOrEqual(64);
    expect(await listTop()).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
  };
  await choose(2);
  // Back from a short last page to a full first one: the list grows under the pager.
  await page.setViewportSize({ width: 1366, height: 400 });
  await choose(1);
});

test('a schedule time already past is refused at the field, before anything is sent', async ({ page, baseURL }) => {
  // The site's clock: 1 January 2030, 07:00 in Jakarta.
  setTestClock(baseURL, '2030-01-01T00:00:00Z');
  try {
    await signIn(page);
    await page.goto('/dashboard/articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByLabel('Article Title').fill(`E2E Lewat ${crypto.randomBytes(3).toString('hex')}`);
    await dialog.getByLabel('Short Excerpt').fill('Jadwal yang sudah lewat.');
    const editable = dialog.getByRole('textbox', { name: /Article Content/ });
    await expect(editable).toBeVisible({ timeout: 30_000 });
    await editable.click();
    await page.keyboard.type('Isi.');
    await dialog
      .getByLabel('Google Drive image link')
      .fill(`https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`);
    await dialog.getByRole('checkbox', { name: 'Jadwalkan' }).check();
    await expect(dialog.getByText('Zona waktu situs: Asia/Jakarta')).toBeVisible();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/articles') sent.push(r.url());
    });
    const when = dialog.getByLabel('Waktu terbit');
    await when.fill('2030-01-01T06:30');
    const message = 'Waktu jadwal sudah lewat. Pilih waktu yang akan datang.';
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await expect(when).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog.getByTestId('schedule-error')).toHaveText(message);
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);

    // A time ahead: the message goes.
    await when.fill('2030-01-01T09:00');
    await expect(dialog.getByTestId('schedule-error')).toHaveCount(0);
    await expect(when).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Buang perubahan?' })
      .getByRole('button', { name: 'Buang Perubahan' })
      .click();
  } finally {
    setTestClock(baseURL, null);
  }
});

test('an 11th sign-in says the oldest session was ended, and the ended device is told why', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const account = { username: `e2ecap${suffix}`, password: 'Staff-Pass-123' };
  const setup = await playwright.request.newContext({ baseURL });
  await addStaffAccount(setup, baseURL, { ...account, name: `Cap ${suffix}` }, 'bph');

  // The first device: the account's oldest session.
  const first = await browser.newContext({ baseURL });
  const oldPage = await first.newPage();
  await signInByRequest(oldPage, account.username, account.password);
  await oldPage.goto('/dashboard');
  await expect(oldPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });

  // Nine more devices: ten live sessions, the limit.
  const others = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 9; i += 1) {
    const res = await others.post('/api/auth/login', { data: account });
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).not.toHaveProperty('sessionsEnded');
  }

  // The eleventh, through the form: signed in, and told that the oldest session was ended.
  const eleventh = await browser.newContext({ baseURL });
  const newPage = await eleventh.newPage();
  await signInThroughForm(newPage, account.username, account.password);
  await expect(newPage.getByRole('status').filter({ hasText: 'Login Berhasil' })).toContainText(
    'Sesi terlama Anda di perangkat lain diakhiri karena batas 10 sesi aktif tercapai.',
  );

  // The first device's next request: back at the login page, told why.
  await expect(oldPage).toHaveURL(/\/login$/, { timeout: 15_000 });
  const notice = oldPage.getByRole('status').filter({ hasText: 'Anda telah logout' });
  await expect(notice).toContainText(
    'Sesi ini diakhiri karena akun Anda masuk di perangkat lain dan batas 10 sesi aktif terlampaui.',
  );

  await Promise.all([first.close(), eleventh.close(), others.dispose(), setup.dispose()]);
});

test('Reset Settings names what it resets and needs the shown word typed', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Reset Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset pengaturan?' });
  for (const part of ['Tentang Kami', 'Visi & Misi', 'Hero', 'Warna Divisi']) await expect(dialog).toContainText(part);
  const confirm = dialog.getByRole('button', { name: 'Reset', exact: true });
  await expect(confirm).toBeDisabled();
  const word = dialog.getByLabel('Ketik RESET untuk melanjutkan');
  await word.fill('reset ulang');
  await expect(confirm).toBeDisabled();
  await word.fill('RESET');
  await expect(confirm).toBeEnabled();
  // Cancelled after all: nothing was reset, and the word is asked for again next time.
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Settings' }).click();
  await expect(dialog.getByLabel('Ketik RESET untuk melanjutkan')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
});

test('an account made without an email shows none, and its old username is free again after a rename', async ({
  page,
}) => {
  const suffix = crypto.randomBytes(3).toString('hex');
  const first = `tanpasurel${suffix}`;
  const renamed = `diganti${suffix}`;
  await signIn(page);
  await page.goto('/dashboard/users');
  const addUser = async (username: string) => {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Role', { exact: true }).selectOption('bph');
    await dialog.getByLabel('Password', { exact: true }).fill('Staff-Pass-123');
    await dialog.getByLabel('Confirm Password').fill('Staff-Pass-123');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toBeHidden();
  };
  try {
    await addUser(first);
    const row = page.getByTestId(`user-row-${first}`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('users.local');

    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Email')).toHaveValue('');
    await edit.getByLabel('Username', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId(`user-row-${renamed}`)).not.toContainText('users.local');

    // The first name is free again, for an account without an email too.
    await addUser(first);
    await expect(page.getByTestId(`user-row-${first}`)).toBeVisible();
  } finally {
    const users = (await (await page.request.get(`/api/users?q=${suffix}`)).json()) as { id: number }[];
    for (const user of users) await page.request.delete(`/api/users/${user.id}`);
  }
});
