import crypto from 'node:crypto';
import { PAGE_ROUTES } from '@hmti/contract';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn, signInThroughForm } from './support/sign-in';
import { OWNER, ADMIN, addStaffAccount, cmsUrl, newStaffAccount } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';

const ALL_ENTRIES = [
  'Dashboard',
  'Analytics',
  'Articles',
  'Library',
  'Organization',
  'Content',
  'User Management',
  'Role Management',
  'Settings',
];

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi dashboard' });

async function expectSidebarEntries(page: Page, labels: string[]) {
  await expect(sidebarNav(page).getByRole('link')).toHaveText(labels);
}

/** An activity entry with a unique title, recorded as the signed-in owner (no site data changes). */
async function logActivity(page: Page) {
  const title = `E2E aktivitas ${crypto.randomBytes(3).toString('hex')}`;
  const res = await page.request.post('/api/dashboard/log-activity', {
    data: { type: 'content', action: 'update', title, entityTitle: 'Uji notifikasi' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return title;
}

/** A custom role with exactly these permissions (made in the Strapi admin) and one account holding it (the owner adds it). */
async function createStaffWithPermissions(
  admin: APIRequestContext,
  baseURL: string | undefined,
  permissions: string[],
) {
  const login = await admin.post('/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const suffix = crypto.randomBytes(3).toString('hex');

  const role = await admin.post('/content-manager/collection-types/api::roles.role', {
    headers,
    data: { name: `e2e_dash_${suffix}`, displayName: `E2E Dash ${suffix}`, level: 8, permissions },
  });
  expect(role.ok(), await role.text()).toBe(true);

  const account = { username: `e2edash${suffix}`, password: 'Staff-Pass-123' };
  await addStaffAccount(admin, baseURL, { ...account, name: `Dash Tester ${suffix}` }, `e2e_dash_${suffix}`);
  return account;
}

test('the owner sees every entry, the stats, recent activities and the notification bell', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  const title = await logActivity(page);
  const stats = await (await page.request.get('/api/dashboard/stats')).json();
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Owner!' })).toBeVisible();
  await expectSidebarEntries(page, ALL_ENTRIES);
  await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Pengguna aktif')).toContainText('Owner');

  await expect(page.getByTestId('stat-totalArticles')).toContainText(String(stats.totalArticles));
  await expect(page.getByTestId('stat-totalMediaItems')).toContainText(String(stats.totalMediaItems));
  await expect(page.getByTestId('stat-totalMembers')).toContainText(String(stats.totalMembers));
  await expect(page.getByTestId('stat-totalArticles')).toContainText('Total Articles');

  const recent = page.getByTestId('recent-activities');
  await expect(recent.getByText(title)).toBeVisible();
  expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await page.getByRole('button', { name: 'Lihat Selengkapnya' }).click();
  const allActivities = page.getByRole('dialog', { name: 'Semua Aktivitas' });
  await expect(allActivities.getByText(title)).toBeVisible();
  // The dialog asks for max-w-2xl (42rem) over the dialog's default max-w-3xl: the caller's width wins.
  expect((await allActivities.boundingBox())?.width).toBe(672);
  await allActivities.getByRole('button', { name: 'Tutup' }).click();

  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  for (const href of ['/dashboard/articles', '/dashboard/library', '/dashboard/organization', '/dashboard/settings']) {
    await expect(quickActions.locator(`a[href="${href}"]`)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Notifikasi' }).click();
  const dropdown = page.getByRole('region', { name: 'Notifikasi terbaru' });
  await expect(dropdown.getByText(title)).toBeVisible();
  await expect(dropdown.getByText('Baru saja').first()).toBeVisible();
  expect(await dropdown.getByRole('listitem').count()).toBeLessThanOrEqual(5);

  const fullList = page.waitForRequest((req) => req.url().includes('/api/dashboard/activities?limit=100'));
  await dropdown.getByRole('button', { name: 'View all' }).click();
  await fullList;
  const dialog = page.getByRole('dialog', { name: 'Semua Notifikasi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Navigation: entries lead to their pages and the active entry follows the path.
  await sidebarNav(page).getByRole('link', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/\/dashboard\/articles$/);
  await expect(sidebarNav(page).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('the full notification list is fetched only while its dialog is open', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/dashboard/activities')) calls.push(new URL(req.url()).search);
  });
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page.getByTestId('recent-activities')).toBeVisible();
  await expect.poll(() => calls.includes('?limit=5')).toBe(true);
  expect(calls).not.toContain('?limit=100');
});

test('a custom role with dashboard.view and articles.view sees only its entries and is sent back from Library', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  const account = await createStaffWithPermissions(admin, baseURL, ['dashboard.view', 'articles.view']).finally(() =>
    admin.dispose(),
  );
  const dashboardCalls: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/dashboard/')) dashboardCalls.push(`${res.status()} ${res.url()}`);
  });

  await signIn(page, account.username, account.password);
  await expectSidebarEntries(page, ['Dashboard', 'Articles', 'Settings']);
  await expect(page.getByText('Anda tidak memiliki izin untuk melihat statistik.')).toBeVisible();
  await expect(page.getByText('Anda tidak memiliki izin untuk melihat aktivitas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Notifikasi' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifikasi terbaru' }).getByText('Belum ada notifikasi'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View all' }).click();
  await expect(page.getByRole('dialog', { name: 'Semua Notifikasi' }).getByText('Belum ada notifikasi')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/library');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles Management' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/articles$/);
  expect(dashboardCalls).toEqual([]);
});

test('a staff member whose role loses the articles permissions while Articles Management is open is sent back to the dashboard', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const login = await admin.post('/admin/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
    const suffix = crypto.randomBytes(3).toString('hex');
    const roles = '/content-manager/collection-types/api::roles.role';
    const role = await admin.post(roles, {
      headers,
      data: {
        name: `e2e_lose_${suffix}`,
        displayName: `E2E Lose ${suffix}`,
        level: 8,
        permissions: ['dashboard.view', 'articles.view'],
      },
    });
    expect(role.ok(), await role.text()).toBe(true);
    const roleId = (await role.json()).data.documentId as string;
    const account = { username: `e2elose${suffix}`, password: 'Staff-Pass-123' };
    await addStaffAccount(admin, baseURL, { ...account, name: `Lose Tester ${suffix}` }, `e2e_lose_${suffix}`);

    await signIn(page, account.username, account.password);
    await page.goto('/dashboard/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles Management' })).toBeVisible();

    const changed = await admin.put(`${roles}/${roleId}`, { headers, data: { permissions: ['dashboard.view'] } });
    expect(changed.ok(), await changed.text()).toBe(true);
    // The open page polls the permissions; the screen's guard sends the user back once they are gone.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expectSidebarEntries(page, ['Dashboard', 'Settings']);
  } finally {
    await admin.dispose();
  }
});

test('the sidebar collapses to w-20 and expands back to w-64', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const width = async () => (await sidebar.boundingBox())?.width;
  await expect.poll(width).toBe(256);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(width).toBe(80);
  // Icons only; the labels stay as accessible names.
  const articles = sidebarNav(page).getByRole('link', { name: 'Articles' });
  await expect(articles).toBeVisible();
  expect((await articles.boundingBox())!.width).toBeLessThanOrEqual(80);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBe(256);
  expect((await articles.boundingBox())!.width).toBeGreaterThan(200);
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page.getByTestId('stat-totalArticles')).toContainText(/\d/);
  await expect(page.getByRole('button', { name: 'Lihat Selengkapnya' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Notifikasi' }).click();
  await expect(page.getByRole('region', { name: 'Notifikasi terbaru' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a dashboard list that could not load says so, and "Coba lagi" / "Try again" loads it without a page reload', async ({
  page,
}) => {
  await signIn(page, OWNER.username, OWNER.password);
  const activity = await logActivity(page);
  const screens = [
    {
      path: '/dashboard',
      api: '**/api/dashboard/activities?*',
      failed: 'Gagal memuat aktivitas.',
      retry: 'Coba lagi',
      loaded: page.getByTestId('recent-activities').getByText(activity),
    },
    {
      path: '/dashboard/articles',
      api: '**/api/articles/manage?*',
      failed: 'Failed to load articles.',
      retry: 'Try again',
      loaded: page.getByRole('list', { name: 'Articles' }),
    },
    {
      path: '/dashboard/users',
      api: '**/api/users?*',
      failed: 'Failed to load users.',
      retry: 'Try again',
      loaded: page.getByRole('table'),
    },
    {
      path: '/dashboard/library',
      api: '**/api/library/manage?*',
      failed: 'Failed to load the library.',
      retry: 'Try again',
      loaded: page.getByTestId('library-admin-grid'),
    },
    {
      path: '/dashboard/roles',
      api: '**/api/roles',
      failed: 'Gagal mengambil data roles',
      retry: 'Coba lagi',
      loaded: page.getByTestId('role-card-owner'),
    },
    {
      path: '/dashboard/settings?tab=history',
      api: '**/api/settings/revisions',
      failed: 'Gagal memuat riwayat.',
      retry: 'Coba lagi',
      // Its list, or its word that nothing has been saved yet (a fresh site).
      loaded: page
        .getByRole('list', { name: 'Riwayat pengaturan' })
        .or(page.getByText('Belum ada riwayat. Setiap penyimpanan pengaturan akan tercatat di sini.')),
    },
  ];
  for (const screen of screens) {
    // The connection drops for this list's reads until the person asks again.
    await page.route(screen.api, (route) => route.abort('connectionreset'));
    await page.goto(screen.path);
    // The panel in the page (roles also raise a toast with the same words, as the specification's toasts say).
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: screen.failed });
    await expect(alert, screen.path).toBeVisible();
    await expect(screen.loaded).toHaveCount(0);
    await page.unroute(screen.api);
    await alert.getByRole('button', { name: screen.retry }).click();
    await expect(screen.loaded, screen.path).toBeVisible();
    await expect(alert).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggle opens the sidebar as a drawer; navigating closes it', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await expect(sidebarNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(sidebarNav(page)).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Library' })).toBeInViewport();
    await expect(page.getByLabel('Pengguna aktif')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(sidebarNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await sidebarNav(page).getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/dashboard\/library$/);
    await expect(sidebarNav(page)).toBeHidden();
  });

  test('a Ketua Divisi just signed in: the menu is a modal drawer (focus kept inside, Escape closes it) and the welcome toast leaves its footer usable', async ({
    page,
    baseURL,
  }) => {
    const account = await newStaffAccount(baseURL, 'division_head', { prefix: 'e2edrawer' });

    await signInThroughForm(page, account.username, account.password);
    const welcome = page.getByRole('status').filter({ hasText: 'Login Berhasil' });
    await expect(welcome).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Navigasi dashboard' })).toBeVisible();

    // While the toast is still up, the footer (name, role, Logout) is what a tap there reaches.
    await expect(welcome).toBeVisible();
    const user = drawer.getByLabel('Pengguna aktif');
    const logout = drawer.getByRole('button', { name: 'Logout' });
    await expect(user).toContainText(account.name);
    await expect(user).toContainText('Ketua Divisi');
    for (const target of [user, logout]) {
      const box = (await target.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[aria-label="Pengguna aktif"], button')?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, 'the toast covers the drawer footer').toBe(await target.textContent());
    }

    // Tab from Logout, and on round the drawer: the focus never leaves it for the page behind.
    await logout.focus();
    const inDrawer = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDrawer(), `Tab ${i + 1} left the drawer`).toBe(true);
    }
    await logout.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);

    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no dashboard page is wider than the phone, long titles included', async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    // A long article title that a visitor has read, so Analytics lists it under "Artikel teratas".
    const title =
      `Laporan kegiatan yang judulnya sangat panjang sekali ${crypto.randomBytes(3).toString('hex')} ${'dan masih berlanjut '.repeat(4)}`.trim();
    await request.post('/api/auth/login', { data: OWNER });
    const created = await request.post('/api/articles', {
      multipart: {
        title,
        excerpt: 'Judul panjang.',
        content: '<p>Isi.</p>',
        published: 'true',
        gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { slug } = (await created.json()) as { slug: string };
    const visitor = await playwrightRequest.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    });
    expect((await visitor.get(`/artikel/slug/${slug}`)).status()).toBe(200);
    await visitor.dispose();

    try {
      await signIn(page, OWNER.username, OWNER.password);
      // Every staff screen of the app's route table.
      const dashboardPaths = Object.values(PAGE_ROUTES)
        .map((route) => route.path)
        .filter((path) => path.startsWith('/dashboard'));
      expect(dashboardPaths.length).toBeGreaterThan(5);
      const tooWide: Record<string, number> = {};
      for (const path of dashboardPaths) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === PAGE_ROUTES.dashboardAnalytics.path)
          await expect(
            page.getByRole('region', { name: 'Artikel teratas' }).getByRole('listitem').filter({ hasText: title }),
          ).toBeVisible();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) tooWide[path] = width;
      }
      expect(tooWide, 'pages wider than the 390 px screen').toEqual({});
    } finally {
      await deleteAsOwner(request, 'articles', title);
    }
  });
});

test('a division head’s feed and bell show the areas they may see, not security and account events', async ({
  page,
  request,
  baseURL,
}) => {
  // The owner switches a protection off and on again and adds an account: settings and account events.
  const headers = { Origin: new URL(baseURL ?? '').origin };
  expect((await request.post('/api/auth/login', { headers, data: OWNER })).ok()).toBe(true);
  const flags = (await (await request.get('/api/settings/middleware')).json()) as Record<string, unknown>;
  for (const antiSpoofingProtectionEnabled of [
    !flags.antiSpoofingProtectionEnabled,
    flags.antiSpoofingProtectionEnabled,
  ])
    expect(
      (await request.put('/api/settings/middleware', { headers, data: { antiSpoofingProtectionEnabled } })).ok(),
    ).toBe(true);
  const head = { username: `e2ehead${crypto.randomBytes(3).toString('hex')}`, password: 'Staff-Pass-123' };
  await addStaffAccount(request, baseURL, { ...head, name: 'Ketua Divisi Uji' }, 'division_head');
  const content = `E2E konten ${crypto.randomBytes(3).toString('hex')}`;
  const logged = await request.post('/api/dashboard/log-activity', {
    headers,
    data: { type: 'content', action: 'update', title: content },
  });
  expect(logged.ok()).toBe(true);

  await signIn(page, head.username, head.password);
  await page.getByRole('button', { name: 'Notifikasi' }).click();
  await page.getByRole('region', { name: 'Notifikasi terbaru' }).getByRole('button', { name: 'View all' }).click();
  const all = page.getByRole('dialog', { name: 'Semua Notifikasi' });
  await expect(all.getByText(content)).toBeVisible();
  await expect(all.getByText(/Proteksi keamanan|User dibuat/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  // "View all" went with the list it was in: the focus goes back to the bell, not to the top of the page.
  await expect(page.getByRole('button', { name: /^Notifikasi/ })).toBeFocused();

  await signIn(page, OWNER.username, OWNER.password);
  await page.getByRole('button', { name: 'Notifikasi' }).click();
  await page.getByRole('region', { name: 'Notifikasi terbaru' }).getByRole('button', { name: 'View all' }).click();
  const ownerAll = page.getByRole('dialog', { name: 'Semua Notifikasi' });
  await expect(ownerAll.getByText(/Proteksi keamanan/).first()).toBeVisible();
  // Each entry says what changed: which switch, and how.
  await expect(ownerAll.getByText(/Anti-Spoofing Protection → (aktif|nonaktif)/).first()).toBeVisible();
});
