import { expect, test, type Browser, type Page } from './support/test';
import { hydrated } from './support/hydration';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';

/**
 * The landing's hero banner reaches a phone in the size a phone shows and a desktop in the size a desktop shows;
 * the served HTML already names the candidates, and its preload names the same ones, so nothing is fetched twice.
 * Every public picture of an upload or a banner keeps its place (width/height), and what is below the first screen
 * waits until it is scrolled to.
 */

const FIRST_BANNER = /^\/images\/hero\/banner-1[-.]/;
const TITLE = 'E2E sampul di antara spanduk';
let coverUrl = '';

test.beforeAll(async ({ request }) => {
  coverUrl = (
    await publishArticleWithUpload(request, {
      title: TITLE,
      excerpt: 'Sampul unggahan di halaman depan.',
      content: '<p>Sampul ini ditampilkan di kartu artikel.</p>',
      picture: { name: 'sampul.png', rgb: [200, 80, 40] },
    })
  ).image;
  expect(coverUrl).toMatch(/^\/uploads\//);
});

test.afterAll(async ({ request }) => {
  await deleteAsOwner(request, 'articles', TITLE);
});

/** The first banner once it has loaded in a window of this size: the file the browser chose, its size and bytes. */
async function firstBannerAt(browser: Browser, baseURL: string | undefined, width: number, height: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const fetched = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (FIRST_BANNER.test(path))
        fetched.set(
          path,
          res.body().then((b) => b.length),
        );
    });
    await page.goto('/');
    const banner = page.getByTestId('hero-banner').first();
    await expect(banner).toHaveAttribute('srcset', /\b\d+w\b/);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { current, naturalWidth } = await banner.evaluate((img: HTMLImageElement) => ({
      current: new URL(img.currentSrc).pathname,
      naturalWidth: img.naturalWidth,
    }));
    return { current, naturalWidth, bytes: await fetched.get(current), fetched: [...fetched.keys()] };
  } finally {
    await context.close();
  }
}

test('a phone loads a small banner, a desktop a large one, each fetched once', async ({ browser, baseURL }) => {
  const phone = await firstBannerAt(browser, baseURL, 375, 812);
  const desktop = await firstBannerAt(browser, baseURL, 1366, 768);
  // A portrait phone shows a narrow slice of the 16:9 banner at full height; a 1366 px desktop the whole width.
  expect(phone.naturalWidth).toBeLessThanOrEqual(600);
  expect(desktop.naturalWidth).toBeGreaterThanOrEqual(1366);
  expect(phone.bytes).toBeGreaterThan(0);
  expect(phone.bytes! * 2).toBeLessThan(desktop.bytes!);
  // The preload, the server-rendered picture and the app's picture chose the same file.
  expect(phone.fetched).toEqual([phone.current]);
  expect(desktop.fetched).toEqual([desktop.current]);
});

const attrsOf = (page: Page, selector: string, names: string[]) =>
  page
    .locator(selector)
    .evaluateAll((els, keys) => els.map((el) => Object.fromEntries(keys.map((k) => [k, el.getAttribute(k)]))), names);

test('the served landing (no JavaScript) gives the banner its sizes and priority and preloads the same candidates', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByTestId('hero-banner').first();
    await expect(banner).toHaveAttribute('width', /^\d+$/);
    await expect(banner).toHaveAttribute('height', /^\d+$/);
    await expect(banner).toHaveAttribute('srcset', /\b\d+w\b/);
    await expect(banner).toHaveAttribute('sizes', /.+/);
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(await banner.getAttribute('loading')).not.toBe('lazy');

    // Every candidate set of the picture (its <source>s, then the <img>) has a preload with the same srcset,
    // sizes and media, and no other banner is preloaded.
    const picture = page
      .locator('picture')
      .filter({ has: page.getByTestId('hero-banner') })
      .first();
    const sources = await picture.locator('source, img').evaluateAll((els) =>
      els.map((el) => ({
        media: el.getAttribute('media'),
        srcset: el.getAttribute('srcset'),
        sizes: el.getAttribute('sizes'),
      })),
    );
    const preloads = (await attrsOf(page, 'link[rel="preload"][as="image"][href^="/images/hero/"]', [
      'media',
      'imagesrcset',
      'imagesizes',
      'fetchpriority',
    ])) as Array<Record<string, string | null>>;
    expect(preloads.every((p) => p.fetchpriority === 'high')).toBe(true);
    expect(preloads.map((p) => ({ srcset: p.imagesrcset, sizes: p.imagesizes }))).toEqual(
      sources.map(({ srcset, sizes }) => ({ srcset, sizes })),
    );
    // One portrait crop for tall narrow screens, the whole banner for the rest: the preloads' media select the same.
    expect(sources).toHaveLength(2);
    expect(preloads.map((p) => p.media)).toEqual([sources[0].media, `not all and ${sources[0].media}`]);

    // Without JavaScript the phone still gets the small banner.
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(600);
  } finally {
    await context.close();
  }
});

/** Every picture inside the page: its attributes and whether it starts below the first screen. */
const picturesOf = (page: Page) =>
  page.locator('#root img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      loading: img.getAttribute('loading'),
      belowFold: img.getBoundingClientRect().top > window.innerHeight,
    })),
  );

for (const [width, height] of [
  [375, 812],
  [1366, 768],
] as const)
  test(`at ${width}×${height} every picture of an upload or banner keeps its place and chooses a width; below the fold is lazy`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor: 1 });
    try {
      const page = await context.newPage();
      for (const path of ['/', '/artikel', '/library']) {
        await page.goto(path);
        // After the app has taken over (its attributes are the ones that stay).
        await hydrated(page, { mainOnly: true });
        if (path !== '/artikel') await expect(page.locator('#root img[src*="/library-"]').first()).toBeAttached();
        if (path !== '/library') await expect(page.locator(`#root img[src="${coverUrl}"]`).first()).toBeAttached();
        const pictures = (await picturesOf(page)).filter((p) => !p.src.endsWith('.svg'));
        expect(pictures.length, path).toBeGreaterThan(0);
        for (const p of pictures) {
          expect.soft(p.width, `${path} ${p.src} width`).toMatch(/^\d+$/);
          expect.soft(p.height, `${path} ${p.src} height`).toMatch(/^\d+$/);
          if (p.belowFold) expect.soft(p.loading, `${path} ${p.src} below the fold`).toBe('lazy');
        }
        for (const p of pictures.filter((p) => p.src.startsWith('/images/hero/') || p.src === coverUrl)) {
          expect.soft(p.srcset, `${path} ${p.src} srcset`).toMatch(/\b\d+w\b/);
          expect.soft(p.sizes, `${path} ${p.src} sizes`).toBeTruthy();
        }
      }
    } finally {
      await context.close();
    }
  });
