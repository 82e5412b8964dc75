import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { OWNER, ADMIN, cmsUrl } from './support/accounts';
import { watchForElement } from './support/seen';
import { nextFrames } from './support/frames';
import { brokenPictures } from './support/pictures';
import { gapBelowNavbar } from './support/navbar';
import { signInByRequest } from './support/sign-in';
import { hydrated } from './support/hydration';
import { LANDING_JS_BUDGET_KB, landingJavaScript } from '../scripts/lib/landing-javascript.mjs';

const SETTINGS_URL = '/content-manager/single-types/api::settings.setting';
const MOBILE = { width: 375, height: 812 };

/** The landing page after its first-visit loading screen has gone. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('landing-loading')).toHaveCount(0);
}

const screenshotPath = (outputDir: string, name: string) => path.join(outputDir, name);

// Strapi rate-limits /admin/login (5 per 5 min), so this file signs in once and reuses the token.
let adminToken: string | undefined;

async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const login = await request.post('/admin/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    adminToken = (await login.json()).data.token as string;
  }
  return { Authorization: `Bearer ${adminToken}` };
}

/** Switches maintenance mode through the Strapi admin API, as an editor would in the admin panel. */
async function setMaintenance(baseURL: string | undefined, on: boolean) {
  const request = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const headers = await adminHeaders(request);
    const current = await request.get(SETTINGS_URL, { headers });
    expect(current.ok()).toBe(true);
    const {
      id: _id,
      documentId: _doc,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      createdBy: _cb,
      updatedBy: _ub,
      localizations: _l,
      locale: _lo,
      ...values
    } = (await current.json()).data as Record<string, unknown>;
    const saved = await request.put(SETTINGS_URL, { headers, data: { ...values, maintenanceMode: on } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await expect.poll(async () => (await (await request.get('/api/settings')).json()).maintenanceMode).toBe(on);
  } finally {
    await request.dispose();
  }
}

test.describe('landing page', () => {
  test("the hero's Artikel Terbaru button takes the reader to the articles with Space as with Enter", async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
    for (const key of ['Space', 'Enter']) {
      await page.goto('/');
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Artikel Terbaru' });
      await button.focus();
      await page.keyboard.press(key);
      await expect(page.locator('#articles'), key).toBeInViewport();
    }
  });

  test('every section renders with the seeded data (desktop)', async ({ page, request }, testInfo) => {
    const stats = await (await request.get('/api/stats')).json();
    const settings = await (await request.get('/api/settings')).json();

    const sawLoadingScreen = await watchForElement(page, '[data-testid="landing-loading"]');
    await page.goto('/', { waitUntil: 'commit' });
    // First visit of the session: the loading screen (shown for as little as 300 ms), then the page; the session remembers it.
    // The page is in the document from the server's first response; the loading screen is drawn over it.
    await expect.poll(sawLoadingScreen, { message: 'the loading screen was shown', timeout: 15_000 }).toBe(true);
    await expect(page.getByTestId('landing-loading')).toBeHidden();
    await expect(page.getByTestId('landing-page')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('app-loaded'))).toBe('true');

    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByText(settings.navbarBrand, { exact: true })).toBeVisible();
    for (const label of ['Tentang Kami', 'Visi & Misi', 'Struktur Organisasi', 'Artikel', 'Library']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    // Hero with the stat tiles from /api/stats.
    await expect(page.getByRole('heading', { level: 1, name: settings.siteName })).toBeVisible();
    await expect(page.locator('#home').getByText(settings.siteTagline, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentang Kami', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Artikel Terbaru' })).toBeVisible();
    await expect(page.getByTestId('stat-anggota')).toContainText(`${stats.organizationMembers}+`);
    await expect(page.getByTestId('stat-artikel')).toContainText(`${stats.articles}+`);
    await expect(page.getByTestId('stat-media')).toContainText(`${stats.libraryItems}+`);

    // Every anchor exists once.
    for (const id of ['home', 'about', 'vision-mission', 'structure', 'articles', 'library']) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }

    await expect(page.locator('#about').getByRole('heading', { name: 'Tentang Kami' })).toBeVisible();
    await expect(page.getByTestId('about-content')).toContainText('Himpunan Mahasiswa Teknik Informatika');

    const year = new Date().getFullYear();
    const vm = page.locator('#vision-mission');
    await expect(vm.getByRole('heading', { name: 'VISI MISI' })).toBeVisible();
    await expect(vm.getByText(`${settings.siteName} ${year}`)).toBeVisible();
    const missionCount = String(settings.visionMission)
      .split('- MISI')[1]
      .split('*')
      .filter((m: string) => m.trim()).length;
    await expect(page.getByTestId('mission-list').getByRole('listitem')).toHaveCount(missionCount);
    await expect(page.getByTestId('vision-text')).not.toContainText('- VISI');

    // Articles: 6 at first, 12 after "show more"; links to the detail pages and to /artikel.
    const articles = page.locator('#articles');
    await articles.scrollIntoViewIfNeeded();
    await expect(articles.getByTestId('article-card')).toHaveCount(6);
    await expect(articles.getByTestId('article-card').first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/artikel\/\d+\/[a-z0-9-]+$/,
    );
    await expect(articles.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/artikel');
    await articles.getByRole('button', { name: 'Tampilkan Lebih Banyak' }).click();
    await expect(articles.getByTestId('article-card')).toHaveCount(Math.min(12, stats.articles));
    await articles.getByRole('button', { name: 'Tampilkan Lebih Sedikit' }).click();
    await expect(articles.getByTestId('article-card')).toHaveCount(6);

    // The organisation and library slots are filled.
    await expect(
      page.locator('#structure').getByRole('heading', { name: 'Struktur Organisasi' }).first(),
    ).toBeVisible();
    await expect(page.locator('#library').getByRole('heading', { name: 'Library' }).first()).toBeVisible();

    const footer = page.getByTestId('site-footer');
    await expect(footer.getByText('Salam Satu Saudara Informatika')).toBeVisible();
    for (const title of ['About', 'Kontak', 'Tautan', 'Media Sosial'])
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    await expect(footer.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    for (const network of ['Instagram', 'TikTok', 'YouTube', 'Facebook'])
      await expect(footer.getByRole('link', { name: network })).toBeVisible();
    await expect(footer.getByText(settings.footerText)).toBeVisible();

    // Navigation scrolls to a section and highlights it.
    await nav.getByRole('link', { name: 'Artikel', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Artikel', exact: true })).toHaveAttribute('aria-current', 'location');
    await nav.getByRole('link', { name: 'Visi & Misi' }).click();
    await expect(nav.getByRole('link', { name: 'Visi & Misi' })).toHaveAttribute('aria-current', 'location');

    // A second visit in the same session skips the loading screen (to the top of the page: a reload would keep the
    // section address, whose section the page holds in place for a few seconds).
    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expect(page.getByTestId('landing-loading')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await nextFrames(page);
    await page.screenshot({
      path: screenshotPath(testInfo.project.outputDir, 'landing-desktop.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });

  test('mobile: a banner that fails to load is the labelled "Banner" box, also when it failed before the app ran', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.route('**/images/hero/banner-1*', (route) => route.abort('failed'));
    await openLanding(page);
    await expect(page.getByTestId('hero-slideshow').getByTestId('banner-fallback').first()).toBeVisible();
  });

  test('mobile, with reduced motion asked for: the banners stay until a dot is picked', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openLanding(page);
    const dots = page
      .getByTestId('hero-slideshow')
      .getByRole('group', { name: 'Pilih gambar banner' })
      .getByRole('button');
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.fastForward(10_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-pressed', 'true');
    // Motion allowed again: it advances on its own (the same clock).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.fastForward(3_500);
    await expect(dots.nth(3)).toHaveAttribute('aria-pressed', 'true');
  });

  test('mobile: slideshow with dots, collapsible menu, 3 articles', async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await openLanding(page);

    const slideshow = page.getByTestId('hero-slideshow');
    await expect(slideshow).toBeVisible();
    const dots = slideshow.getByRole('group', { name: 'Pilih gambar banner' }).getByRole('button');
    await expect(dots).toHaveCount(8);
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-pressed', 'true');
    // Advances on its own every 3 s.
    await expect(dots.nth(3)).toHaveAttribute('aria-pressed', 'true', { timeout: 4500 });

    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const label of ['Tentang Kami', 'Visi & Misi', 'Struktur Organisasi', 'Artikel', 'Library', 'Login']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(menu).toHaveCount(0);
    // Escape closes it too, and the focus goes back to its button.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await menu.getByRole('link', { name: 'Artikel', exact: true }).click();
    await expect(menu).toHaveCount(0);
    // The section starts right below the bar: neither under it (a menu's height too far) nor further down (the page
    // above it grew on the way).
    const articles = page.locator('#articles');
    await expect
      .poll(() => gapBelowNavbar(articles), { message: 'px from the bar to the section' })
      .toBeGreaterThan(-2);
    expect(await gapBelowNavbar(articles), 'px from the bar to the section').toBeLessThanOrEqual(16);

    // (The cards a phone does not show are in the page for larger screens, hidden.)
    const shownCards = page.locator('#articles').getByTestId('article-card').filter({ visible: true });
    await expect(shownCards).toHaveCount(3);
    await page.locator('#articles').getByRole('button', { name: 'Tampilkan Lebih Banyak' }).click();
    await expect(shownCards).toHaveCount(6);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await nextFrames(page);
    await page.screenshot({
      path: screenshotPath(testInfo.project.outputDir, 'landing-mobile.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });

  test("the leadership band: a leader without photo shows the division's logo, else its initial on the division's colour", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInByRequest(page, OWNER.username, OWNER.password);
    const settings = await (await page.request.get('/api/settings')).json();
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Array<{
      id: number;
      name: string;
      logo: string;
    }>;
    const religius = divisions.find((d) => d.name === 'religius');
    if (!religius) throw new Error('no seeded division religius');
    const logo = '/uploads/demo/library-1.webp';
    try {
      // Hero-tab names of someone else than the chart's heads: the chart's photos are not theirs, so they have none.
      const saved = await page.request.put('/api/settings', {
        data: {
          divisionHeads: {
            senor: { name: 'Wulan Tanpa Foto', photo: '' },
            religius: { name: 'Yoga Tanpa Foto', photo: '' },
          },
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      // Religius gets a logo of its own (Organisasi → Divisions), as the structure section shows it.
      const logoSaved = await page.request.put(`/api/divisions/${religius.id}`, { data: { logo } });
      expect(logoSaved.ok(), await logoSaved.text()).toBe(true);

      await openLanding(page);
      const band = page.getByTestId('hero-leadership');
      const portraitOf = (name: string) =>
        band.getByRole('listitem').filter({ hasText: name }).getByTestId('leader-portrait');
      // Senor's colour (the seeded Warna Divisi), as the structure section frames Senor's members.
      const senor = portraitOf('Wulan Tanpa Foto');
      await expect(senor).toHaveText('W', { timeout: 20_000 });
      await expect(senor).toHaveCSS('background-color', 'rgba(245, 158, 11, 0.75)');
      // Black on that light colour (white on a dark one).
      await expect(senor).toHaveCSS('color', 'lch(0 0 0)');
      await expect(portraitOf('Yoga Tanpa Foto')).toHaveAttribute('src', logo);
    } finally {
      const headBack = (key: string) => settings.divisionHeads?.[key] ?? { name: '', photo: '' };
      const back = await page.request.put('/api/settings', {
        data: { divisionHeads: { senor: headBack('senor'), religius: headBack('religius') } },
      });
      expect(back.ok(), await back.text()).toBe(true);
      const logoBack = await page.request.put(`/api/divisions/${religius.id}`, { data: { logo: religius.logo } });
      expect(logoBack.ok(), await logoBack.text()).toBe(true);
    }
  });

  test('signed in: the avatar menu shows name, role, Dashboard and Logout', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(OWNER.username);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: /^Menu pengguna/ }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText('Owner').first()).toBeVisible();
    // Escape closes the menu and gives the focus back to its button, as the phone menu does.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: /^Menu pengguna/ })).toBeFocused();
    await nav.getByRole('button', { name: /^Menu pengguna/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('a landing page left alone runs no endless animation (a phone would spend its battery on it)', async ({
    page,
  }) => {
    await openLanding(page);
    await expect(page.locator('#articles').getByTestId('article-card').first()).toBeAttached();
    // Polled: the first-visit screen (whose logo pulses and ring turns) is still leaving when the page is drawn; an
    // endless animation never ends, so the poll times out on one.
    const endless = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
          .map((animation) => (animation.effect as KeyframeEffect).target)
          .map((target) => `${target?.closest('section[id]')?.id ?? ''}: ${target?.getAttribute('class') ?? ''}`),
      );
    await expect.poll(endless, { message: 'endless animations on the page' }).toEqual([]);
  });

  test('an article card whose image fails shows the placeholder image, as the article list does', async ({ page }) => {
    await page.route(/\/uploads\/.*\.webp$/, (route) => route.abort());
    await openLanding(page);
    const image = page.locator('#articles').getByTestId('article-card').first().locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/images/placeholder-article.svg');
  });

  test('mobile: the menu closes at a tap outside it and when the focus moves on past it', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openLanding(page);
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    // A tap on the page below the menu.
    await page.mouse.click(MOBILE.width / 2, MOBILE.height - 160);
    await expect(menu).toHaveCount(0);

    // By keyboard: through the menu's links to its last, then on to the page behind it.
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const last = menu.getByRole('link', { name: 'Login', exact: true });
    for (let step = 0; step < 10 && !(await last.evaluate((el) => el === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
  });

  test("a leader's photo that fails shows the initial, not a broken picture", async ({ page }) => {
    await page.route(/\/uploads\/.*\.webp$/, (route) => route.abort());
    await openLanding(page);
    const band = page.getByTestId('hero-leadership');
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByTestId('leader-portrait').first()).toBeVisible();
    await expect.poll(() => brokenPictures(band)).toEqual([]);
    await expect(band.getByRole('img', { name: 'Dewi Setiawan' })).toHaveCount(0);
  });

  test(`a first visit loads at most ${LANDING_JS_BUDGET_KB} KB of JavaScript (gzip) before any interaction`, async ({
    browser,
    baseURL,
  }) => {
    test.skip(process.env.E2E_WEB_BUILD === 'development', "the budget is the production build's");
    // A visitor's browser: no Origin header on every request (the tests' own), a first visit with its loading screen.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const files = await landingJavaScript(await context.newPage(), baseURL!, path.join(process.cwd(), 'web/dist'));
      const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
      expect(
        total / 1024,
        files.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join('\n'),
      ).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
    } finally {
      await context.close();
    }
  });

  test('accessibility: no serious or critical axe violations on / (desktop)', async ({ page }) => {
    await openLanding(page);
    await expect(page.locator('#articles').getByTestId('article-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('accessibility: no serious or critical axe violations on / (mobile, menu open)', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openLanding(page);
    await expect(page.getByTestId('hero-slideshow')).toBeVisible();
    await expect(page.locator('#articles').getByTestId('article-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('maintenance mode', () => {
  test.afterEach(async ({ baseURL }) => {
    await setMaintenance(baseURL, false);
  });

  test('only the maintenance screen with the jump game shows; staff login still works', async ({
    page,
    request,
    baseURL,
  }) => {
    await setMaintenance(baseURL, true);
    await page.goto('/');
    const screen = page.getByTestId('maintenance-screen');
    await expect(screen).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('landing-page')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);

    const game = page.getByTestId('jump-game');
    await expect(game).toBeVisible();
    const status = page.getByTestId('jump-game-status');
    await expect(status).toContainText('untuk mulai');
    await page.keyboard.press('Space');
    await expect(status).toContainText('Lompati rintangannya!');
    // Without a jump the first obstacle ends the game; Enter restarts.
    await expect(status).toContainText('Game over!', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Lompati rintangannya!');
    // The console cheat exists while the game is on screen.
    expect(await page.evaluate(() => typeof (window as unknown as { hmtiCheat?: unknown }).hmtiCheat)).toBe('function');
    await expectNoSeriousAxeViolations(page);

    // Content is closed to anonymous visitors, but staff can still sign in.
    expect((await request.get('/api/articles')).status()).toBe(503);
    await page.goto('/login');
    await page.getByLabel('Username').fill(OWNER.username);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a visitor who comes through /artikel, an article or /library meets the same screen, and the page once it ends', async ({
    browser,
    baseURL,
  }) => {
    await setMaintenance(baseURL, true);
    for (const path of ['/artikel', '/artikel/1', '/library']) {
      // The first on a phone, whose game speaks of taps, not keys.
      const phone = path === '/artikel';
      const context = await browser.newContext(
        phone ? { baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { baseURL },
      );
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
      await page.goto(path);
      await expect(page.getByTestId('maintenance-screen'), path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('jump-game')).toBeVisible();
      await expect(page.getByTestId('jump-game-status')).toHaveText(
        phone ? 'Ketuk area game untuk mulai.' : 'Tekan Spasi (atau ketuk area game) untuk mulai.',
      );
      await expect(page.getByText('main lagi', { exact: false }).filter({ has: page.locator('kbd') })).toBeVisible({
        visible: !phone,
      });
      // The address stays the page asked for (no error page carrying the refusal in its URL), and the tab says why.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page).toHaveTitle(/^Sedang Dalam Pemeliharaan \| /);
      await context.close();
    }
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
    await page.goto('/library');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible({ timeout: 15_000 });
    await setMaintenance(baseURL, false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
    await context.close();
  });
});
