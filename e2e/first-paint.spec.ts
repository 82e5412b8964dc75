import { expect, test, type Page } from '@playwright/test';

/**
 * What a first visit gets before the app's files arrive: index.html alone draws the loading screen (inline style,
 * inline boot script allowed by its CSP hash), and the API answers the page needs first are requested by the HTML
 * itself and handed to the app instead of being asked for again.
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

test('article page: settings and the article are fetched once, by the HTML, and the app uses them', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/articles?page=1&pageSize=1')).json()) as {
    data: Array<{ id: number; slug: string; title: string }>;
  };
  const [article] = list.data;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: Array<{ path: string; initiator: string }> = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (url.pathname.startsWith('/api/'))
      requests.push({ path: url.pathname + url.search, initiator: e.initiator.type });
  });
  await page.goto(`/artikel/${article.id}/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const of = (path: string) => requests.filter((r) => r.path === path);
  expect(of('/api/settings')).toEqual([{ path: '/api/settings', initiator: 'parser' }]);
  const detail = `/api/articles/${article.id}/${article.slug}`;
  expect(of(detail)).toEqual([{ path: detail, initiator: 'parser' }]);
});
