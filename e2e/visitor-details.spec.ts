import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { OWNER } from './support/accounts';
import { staffApi, withSettings } from './support/settings';
import { hydrated } from './support/hydration';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

// Smaller things a visitor ran into (#32, round 3, item 11), each from the visitor's side of a freshly loaded page.
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const skipSplash = (page: Page) => page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));

/** React reports every hydration mismatch on the console (an error in production builds). */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|server rendered|#418|#423|#425/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|#418|#419|#423|#425/i.test(e.message)) problems.push(e.message);
  });
  return problems;
}

async function overlap(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element to compare is not on the page');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test.describe('1: institutional links', () => {
  test('an institutional link left empty in the settings shows its default address, not a dead "#"', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = await staffApi(playwright, baseURL);
    await withSettings(staff, { links: { uinMalang: '', perpustakaan: '   ' } }, async () => {
      await page.goto('/artikel');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'UIN Maulana Malik Ibrahim Malang' })).toHaveAttribute(
        'href',
        'https://uin-malang.ac.id',
      );
      await expect(footer.getByRole('link', { name: 'Perpustakaan' })).toHaveAttribute(
        'href',
        'https://library.uin-malang.ac.id',
      );
      await hydrated(page);
      await expect(footer.getByRole('link', { name: 'UIN Maulana Malik Ibrahim Malang' })).toHaveAttribute(
        'href',
        'https://uin-malang.ac.id',
      );
    });
    await staff.dispose();
  });
});

test.describe('2 and 3: the background gallery of wide screens', () => {
  test.use({ viewport: DESKTOP, deviceScaleFactor: 1 });

  /** The gallery's pictures in the order shown, once every one of them has loaded. */
  async function galleryOnDirectLoad(browser: Browser, baseURL: string | undefined) {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, deviceScaleFactor: 1 });
    try {
      const page = await context.newPage();
      await skipSplash(page);
      const problems = watchHydration(page);
      await page.goto('/');
      await hydrated(page);
      const tiles = page.getByTestId('background-gallery').locator('img');
      await expect(tiles).toHaveCount(12);
      await expect
        .poll(() => tiles.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      const order = await tiles.evaluateAll((imgs) =>
        imgs.map((img) => new URL((img as HTMLImageElement).src).pathname),
      );
      const sizes = await tiles.evaluateAll((imgs) =>
        imgs.map((img) => ({
          shown: Math.round(img.getBoundingClientRect().width),
          file: (img as HTMLImageElement).naturalWidth,
          src: (img as HTMLImageElement).currentSrc,
        })),
      );
      return { order, sizes, problems };
    } finally {
      await context.close();
    }
  }

  test('two direct loads of the landing page show the pictures in different orders, without a hydration complaint', async ({
    browser,
    baseURL,
  }) => {
    const first = await galleryOnDirectLoad(browser, baseURL);
    const second = await galleryOnDirectLoad(browser, baseURL);
    // The same 12 pictures (the demo library has exactly 12), shuffled: equal orders have a chance of 1 in 12!.
    expect(new Set(first.order).size).toBe(12);
    expect([...second.order].sort()).toEqual([...first.order].sort());
    expect(second.order).not.toEqual(first.order);
    expect([...first.problems, ...second.problems]).toEqual([]);
  });

  test('the 72 px tiles load files made for their size, not the 800 px originals', async ({ browser, baseURL }) => {
    const { sizes } = await galleryOnDirectLoad(browser, baseURL);
    for (const tile of sizes) {
      expect(tile.shown).toBe(72);
      expect(tile.file, tile.src).toBeLessThanOrEqual(300);
    }
  });
});

test.describe('4: the article list on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first article card is on the first screen, with the tags in one row', async ({ page }) => {
    await page.goto('/artikel');
    await hydrated(page);
    const tags = page.getByRole('group', { name: 'Filter tag' });
    const chips = tags.getByRole('button');
    expect(await chips.count()).toBeGreaterThan(10);
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard.getByRole('heading')).toBeInViewport();
    // Every tag is still there: the row scrolls sideways, and a chip scrolled into view works.
    const last = chips.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const name = (await last.textContent())!.trim();
    await last.click();
    await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(name).replace(/%20/g, '(%20|\\+)')}`));
    await expect(tags.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('5: where toasts appear', () => {
  // A small phone and a laptop: the login card then nearly fills the height of the window.
  for (const [name, viewport] of [
    ['phone', { width: 375, height: 667 }],
    ['desktop', { width: 1280, height: 720 }],
  ] as const) {
    test.describe(name, () => {
      test.use({ viewport });

      /** The toast with this title once it has come in (its entrance animation has ended). */
      const settledToast = async (page: Page, title: string) => {
        const shown = page.locator('.Toastify__toast').filter({ has: page.getByText(title, { exact: true }) });
        await expect(shown).toBeVisible();
        await shown.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        return shown;
      };

      test(`a toast on a public page leaves the navigation bar free (${name})`, async ({ page }) => {
        await skipSplash(page);
        await page.addInitScript(() => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          sessionStorage.setItem(
            'postLogoutToast',
            JSON.stringify({ title: 'Logged Out', description: 'You have been successfully logged out.' }),
          );
        });
        await page.goto('/artikel');
        const shown = await settledToast(page, 'Logged Out');
        const bar = page.locator('header:has(nav[aria-label="Navigasi utama"])');
        await expect(bar).toBeVisible();
        expect(await overlap(shown, bar)).toBe(false);
      });

      test(`a toast on the login page leaves the top half of the login card free (${name})`, async ({ page }) => {
        await page.goto('/login');
        // A made-up account: wrong passwords for the owner would lock the owner (3 in 90 s on the e2e site) for the
        // specs that sign in as the owner after this one.
        await page.getByLabel('Username').fill(`toast-${name}-${Date.now()}`);
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Login' }).click();
        const shown = await settledToast(page, 'Login Gagal');
        const card = page.getByRole('region', { name: /Login$/ });
        const [toastBox, cardBox] = [await shown.boundingBox(), await card.boundingBox()];
        if (!toastBox || !cardBox) throw new Error('no toast or no login card');
        const beside = toastBox.x >= cardBox.x + cardBox.width || toastBox.x + toastBox.width <= cardBox.x;
        const belowTopHalf = toastBox.y >= cardBox.y + cardBox.height / 2;
        expect(beside || belowTopHalf, JSON.stringify({ toastBox, cardBox })).toBe(true);
      });
    });
  }
});

test.describe('6: the maintenance game on a phone', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 3 });

  test('the text drawn in the game is at least 14 px on a 390 px phone', async ({ page, playwright, baseURL }) => {
    // Every text the canvas draws, with its size on screen in CSS px (font size × the canvas's scale to the page).
    await page.addInitScript(() => {
      const drawn: Array<{ text: string; px: number }> = [];
      (window as unknown as { drawnTexts: typeof drawn }).drawnTexts = drawn;
      const proto = CanvasRenderingContext2D.prototype;
      const fillText = Object.getOwnPropertyDescriptor(proto, 'fillText')!.value as typeof proto.fillText;
      proto.fillText = function (this: CanvasRenderingContext2D, text, x, y, max) {
        const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
        const toCss = this.getTransform().a * (this.canvas.clientWidth / this.canvas.width);
        if (drawn.length < 500) drawn.push({ text: String(text), px: size * toCss });
        return fillText.call(this, text, x, y, max);
      };
    });
    const staff = await staffApi(playwright, baseURL);
    await withSettings(staff, { maintenanceMode: true }, async () => {
      await page.goto('/');
      await expect(page.getByTestId('jump-game')).toBeVisible({ timeout: 15_000 });
      const texts = () =>
        page.evaluate(() => (window as unknown as { drawnTexts: Array<{ text: string; px: number }> }).drawnTexts);
      await expect.poll(async () => (await texts()).some((t) => /mulai/.test(t.text))).toBe(true);
      const readable = (await texts()).filter((t) => t.text !== 'H');
      expect(readable.length).toBeGreaterThan(0);
      for (const t of readable) expect(Math.round(t.px * 10) / 10, t.text).toBeGreaterThanOrEqual(14);
    });
    await staff.dispose();
  });
});

test.describe('7: one language while pages load', () => {
  test('a visitor opening the dashboard sees Indonesian while the session is checked', async ({ page }) => {
    const { release, arrived: asking } = await holdRequests(page, '**/api/auth/me');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    // The app is running and asks who is signed in: what shows now is the app's own waiting text.
    await asking;
    const status = page.locator('#root').getByRole('status');
    await expect(status).toHaveText('Memuat halaman...');
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('8: no session question when no session can exist', () => {
  test('an anonymous visitor of the public pages gets no console error and no failed /api/auth/me', async ({
    page,
  }) => {
    await skipSplash(page);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    const sessionQuestions: string[] = [];
    page.on('requestfinished', async (req) => {
      if (new URL(req.url()).pathname === '/api/auth/me') sessionQuestions.push(`${(await req.response())?.status()}`);
    });
    page.on('requestfailed', (req) => {
      if (new URL(req.url()).pathname === '/api/auth/me') sessionQuestions.push('failed');
    });
    for (const path of ['/', '/artikel', '/library']) {
      await page.goto(path);
      await hydrated(page);
      await expect(
        page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Login' }).first(),
      ).toBeVisible();
    }
    // Coming back to the tab refetches what is stale: still no question.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.goto('/artikel');
    await hydrated(page);
    expect(sessionQuestions.filter((s) => s !== '200')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a signed-in staff member still finds the Dashboard link in the navigation bar', async ({ page }) => {
    await skipSplash(page);
    await signIn(page);
    for (const path of ['/', '/artikel']) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('button', { name: /^Menu pengguna/ }).click();
      await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    }
  });

  test('a visitor who signs in in another tab is signed in on the page already open', async ({ page, context }) => {
    await skipSplash(page);
    await page.goto('/artikel');
    await hydrated(page);
    const other = await context.newPage();
    await other.goto('/login');
    await other.getByLabel('Username').fill(OWNER.username);
    await other.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // The first tab, not reloaded: its bar shows the user (with the way to the dashboard), not a Login link.
    await expect(page.getByRole('button', { name: /^Menu pengguna/ })).toBeVisible();
  });

  test('a visitor who signs in after opening a public page is signed in on it afterwards', async ({ page }) => {
    await skipSplash(page);
    await page.goto('/artikel');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Login' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(OWNER.username);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // Back to the public site in the same page (no new load): the bar shows the signed-in user.
    await page.getByRole('link', { name: 'Situs publik' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
