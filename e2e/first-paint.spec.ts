import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';
import { nextFrames } from './support/frames';
import { watchForElement } from './support/seen';

/**
 * What a first visit gets before the app's files arrive: index.html alone draws the loading screen (inline style,
 * inline boot script allowed by its CSP hash), and a server-rendered page brings the data it was rendered from, so
 * the app does not ask for it again.
 */

const stallAssets = (page: Page) => page.route(/\/assets\/.*\.(css|js)$/, () => new Promise(() => {}));

test('first visit: the loading screen is drawn before any stylesheet or script file has arrived', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await stallAssets(page);
  await page.goto('/', { waitUntil: 'commit' });
  const screen = page.locator('.boot-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByText('HMTI UIN Malang')).toBeVisible();
  const style = await screen.evaluate((el) => ({
    position: getComputedStyle(el).position,
    background: getComputedStyle(el).backgroundImage,
    text: getComputedStyle(el.querySelector('p')!).fontWeight,
  }));
  expect(style).toEqual({ position: 'fixed', background: expect.stringContaining('linear-gradient'), text: '900' });
  expect(violations).toEqual([]);
});

test('returning in the same session: no static loading screen', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
  await stallAssets(page);
  await page.goto('/', { waitUntil: 'commit' });
  // (The page's content follows the stylesheet, which is stalled here; the static screen comes before it.)
  await expect(page.locator('.boot-screen')).toBeAttached();
  await expect(page.locator('.boot-screen')).toBeHidden();
});

test('a browser that refuses session storage gets no first-visit screen: not static, not from the app', async ({
  page,
}) => {
  // As some privacy settings do: every use of sessionStorage throws. The visitor would otherwise wait through a
  // loading screen at every visit, since nothing can remember that one was shown.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  const sawLoadingScreen = await watchForElement(page, '[data-testid="landing-loading"]');
  const sawSplash = await watchForElement(page, '[data-testid="splash-screen"]');
  for (const address of ['/', '/library']) {
    await page.goto(address);
    await hydrated(page);
    await expect(page.locator('.boot-screen')).toBeHidden();
    await nextFrames(page);
    expect(await sawLoadingScreen(), address).toBe(false);
    expect(await sawSplash(), address).toBe(false);
  }
});

test('article page: the article and the settings come with the HTML and are not asked for again', async ({ page }) => {
  const list = (await (await page.request.get('/api/articles?page=1&pageSize=1')).json()) as {
    data: Array<{ id: number; slug: string; title: string }>;
  };
  const [article] = list.data;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname + url.search);
  });
  const response = await page.goto(`/artikel/${article.id}/${article.slug}`);
  expect(await response?.text()).not.toContain('as="fetch"');
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => r.startsWith('/api/articles/'))).toEqual([]);
  // The settings were read for this page too (docs/decisions.md, "The spec's stale times, and a server-rendered page").
  expect(requests.filter((r) => r === '/api/settings')).toEqual([]);
});
