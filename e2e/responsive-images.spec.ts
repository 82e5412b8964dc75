import { expect, test, type Browser } from './support/test';
import { hydrated } from './support/hydration';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';

/** A phone downloads the article's picture in a width made for its screen, not the desktop's. */

const TITLE = 'E2E foto untuk layar kecil dan besar';
let articlePath = '';

test.beforeAll(async ({ request }) => {
  const article = await publishArticleWithUpload(request, {
    title: TITLE,
    excerpt: 'Satu foto, beberapa lebar.',
    content: '<p>Foto yang sama untuk ponsel dan desktop.</p>',
    picture: { name: 'foto.png', rgb: [40, 120, 200] },
  });
  articlePath = `/artikel/${article.id}/${article.slug}`;
});

test.afterAll(async ({ request }) => {
  await deleteAsOwner(request, 'articles', TITLE);
});

/** The cover's chosen candidate once it has loaded at this window width (the format's name says its width), and its bytes. */
async function coverAt(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const fetched = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'image' && res.url().includes('/uploads/'))
        fetched.set(
          new URL(res.url()).pathname,
          res.body().then((b) => b.length),
        );
    });
    await page.goto(articlePath);
    const cover = page.getByRole('img', { name: TITLE });
    await expect(cover).toHaveAttribute('srcset', /\b500w\b/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const current = await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    return { current, bytes: await fetched.get(current), fetched: [...fetched.keys()] };
  } finally {
    await context.close();
  }
}

test('a phone-width article page loads a smaller picture than a desktop one', async ({ browser, baseURL }) => {
  const phone = await coverAt(browser, baseURL, 375);
  const desktop = await coverAt(browser, baseURL, 1366);
  // 375 px at 1×: the 500 px WebP; the 48rem (768 px) cover on a desktop: the 1000 px one.
  expect(phone.current).toMatch(/\/webp_small_[^/]+\.webp$/);
  expect(desktop.current).toMatch(/\/webp_large_[^/]+\.webp$/);
  expect(phone.bytes).toBeGreaterThan(0);
  expect(phone.bytes).toBeLessThan(desktop.bytes!);
  // The phone fetched only its own candidate (the preload named the same srcset, so nothing was fetched twice).
  expect(phone.fetched.filter((p) => /webp_(medium|large)_|\.png$/.test(p))).toEqual([]);
});

test('no hydration complaint and the same attributes after the app took over', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|server rendered/i.test(m.text())) problems.push(m.text());
  });
  await page.goto(articlePath);
  const cover = page.getByRole('img', { name: TITLE });
  await expect(cover).toHaveAttribute('sizes', /48rem/);
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '1200');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await hydrated(page, { mainOnly: true });
  expect(problems).toEqual([]);
});

test('a later page of /artikel on a desktop downloads no picture of the list kept for phones', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/artikel?page=2');
    await expect(page.locator('.max-md\\:hidden ul img').first()).toBeVisible();
    // The load event waits for every picture that loads eagerly, hidden or not.
    await page.waitForLoadState('load');
    const shown = await page
      .locator('.max-md\\:hidden ul img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const phoneList = page.locator('.md\\:hidden ul');
    await expect(phoneList.locator('img').first()).toBeAttached();
    // Articles on both lists share their picture (from the cache); the others must not have been fetched.
    const loaded = await phoneList.locator('img').evaluateAll(
      (imgs, shownSrcs) =>
        imgs
          .map((img) => img as HTMLImageElement)
          .filter((img) => !shownSrcs.includes(img.getAttribute('src')) && img.naturalWidth > 0)
          .map((img) => img.alt || img.src),
      shown,
    );
    expect(loaded).toEqual([]);
  } finally {
    await context.close();
  }
});
