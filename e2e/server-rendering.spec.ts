import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';
import { signIn } from './support/sign-in';

/**
 * The public pages come from the server with their content; the app takes that markup over (hydrates it) without a
 * mismatch, and a visitor without JavaScript still reads the page.
 */

/** The production build the suite's servers send (the development-bundle run has no brotli copies to compare). */
const WEB_DIST = path.resolve(__dirname, '..', 'web', 'dist');

/** An /error address as the app builds it: a refusal with its moment (shown as a date and time on the page). */
const errorPage = (error: Record<string, unknown>) => `/error?error=${encodeURIComponent(JSON.stringify(error))}`;
const PUBLIC_PAGES = [
  '/',
  '/artikel',
  '/artikel?page=2',
  '/library',
  '/error',
  errorPage({ code: 429, title: 'Terlalu Banyak Permintaan', message: 'x', timestamp: '2026-03-01T16:59:30.000Z' }),
  '/halaman-yang-tidak-ada',
  // Not a public page, but rendered on the server too (its card, and its word on JavaScript).
  '/login',
];

/** React reports every hydration mismatch on the console (an error in production builds, a warning in development). */
const watchHydration = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|server rendered|#418|#423|#425/i.test(m.text()))
      problems.push(`${m.type()} on ${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (/hydrat|#418|#419|#423|#425/i.test(e.message)) problems.push(`pageerror on ${page.url()}: ${e.message}`);
  });
  return problems;
};

const firstArticlePath = async (page: Page) => {
  const list = (await (await page.request.get('/api/articles?page=1&pageSize=1')).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const article = list.data[0];
  return {
    byId: `/artikel/${article.id}`,
    byIdSlug: `/artikel/${article.id}/${article.slug}`,
    bySlug: `/artikel/slug/${article.slug}`,
  };
};

test.describe('for a visitor whose clock is in another zone than the server', () => {
  // Neither the server's zone nor the site's: what the server renders must not depend on either clock.
  test.use({ timezoneId: 'America/Sao_Paulo' });

  for (const session of ['first visit', 'returning visitor'] as const) {
    test(`no hydration warning on any public page (${session})`, async ({ page }) => {
      if (session === 'returning visitor') await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
      const problems = watchHydration(page);
      const article = await firstArticlePath(page);
      for (const path of [...PUBLIC_PAGES, article.byId, article.byIdSlug, article.bySlug]) {
        const response = await page.goto(path);
        expect(await response?.text(), `${path} is server-rendered`).toContain('id="ssr-state"');
        await hydrated(page);
        // The app took over the head the server sent: one title and one description, not a second set.
        await expect(page.locator('title'), path).toHaveCount(1);
        await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      }
      expect(problems).toEqual([]);
    });
  }
});

test('a public page reached from the dashboard has one title and one description', async ({ page }) => {
  await signIn(page); // the dashboard is the bare app, sent with index.html's own title and description
  await expect(page.locator('title')).toHaveCount(1);
  await page.getByRole('link', { name: 'Situs publik' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /./);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows hero, about, vision and mission, latest articles and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home')).toBeVisible();
    await expect(page.locator('#about')).toBeVisible();
    await expect(page.locator('#vision-mission')).toBeVisible();
    await expect(page.locator('#articles').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.boot-screen')).toBeHidden();
  });

  test('the article list links its pages and tags with real addresses', async ({ page }) => {
    await page.goto('/artikel');
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
    await expect(page.getByText('Menampilkan 9 dari')).toBeVisible();
    // The controls are links (in place, with JavaScript, they act as buttons and say so).
    const pager = page.getByRole('navigation', { name: 'Halaman artikel' });
    const second = pager.getByRole('button', { name: 'Halaman 2' });
    await expect(second).toHaveAttribute('href', '/artikel?page=2');
    await second.click();
    await expect(page).toHaveURL(/\/artikel\?page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveAccessibleName('Halaman 2');
    const tag = page.getByRole('group', { name: 'Filter tag' }).locator('a[href*="tag="]').first();
    const tagName = (await tag.textContent())!.trim();
    await tag.click();
    await expect(page).toHaveURL(/[?&]tag=/);
    await expect(
      page.getByRole('group', { name: 'Filter tag' }).getByRole('button', { name: tagName }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: tagName }).first()).toBeVisible();
  });

  test('an article shows its full content', async ({ page }) => {
    const list = (await (await page.request.get('/api/articles?page=1&pageSize=1')).json()) as {
      data: Array<{ id: number; slug: string; title: string }>;
    };
    const { id, slug, title } = list.data[0];
    const article = (await (await page.request.get(`/api/articles/${id}`)).json()) as { content: string };
    const lastWords = article.content
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(-4)
      .join(' ');
    await page.goto(`/artikel/${id}/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText(lastWords, { exact: false }).first()).toBeVisible();
  });

  test('the library shows its cards', async ({ page }) => {
    const library = (await (await page.request.get('/api/library?page=1&pageSize=1')).json()) as {
      data: Array<{ title: string }>;
    };
    await page.goto('/library');
    await expect(page.getByText(library.data[0].title).first()).toBeVisible();
  });
});

test('the landing page downloads no sanitiser or media viewer it does not need; both come when they are needed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push(new URL(res.url()).pathname);
  });
  await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('about-content')).toContainText('Himpunan Mahasiswa Teknik Informatika');
  await expect(page.getByTestId('about-content')).toHaveAttribute('aria-busy', 'false');
  // The library section is below the fold: bring it in and wait for its cards.
  const library = page.locator('#library');
  await library.scrollIntoViewIfNeeded();
  const firstCard = library.getByRole('listitem').first().getByRole('button').first();
  await expect(firstCard).toBeVisible();
  expect(scripts.filter((s) => /purify|media-viewer|\/dialog-/.test(s))).toEqual([]);

  // Opening a card loads the viewer; closing returns to the page.
  await firstCard.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  expect(scripts.some((s) => s.includes('media-viewer'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A visit within the app renders the about text in the browser alone, cleaned by the sanitiser it loads then.
  await page.locator('a[href="/artikel"]').first().click();
  await expect(page).toHaveURL(/\/artikel(#articles)?$/);
  // The landing page has an h1 of its own: wait for the article list's, or going back may cancel a navigation that
  // never left the landing page (then nothing remounts and nothing needs the sanitiser).
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  await expect(page.getByTestId('about-content')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('about-content')).toContainText('Himpunan Mahasiswa Teknik Informatika');
  await expect.poll(() => scripts.some((s) => s.includes('purify'))).toBe(true);
});

/** The app runs: a tag filters the article list without leaving the page. */
async function expectTagFilterWorks(page: Page) {
  const workshop = page
    .getByRole('group', { name: 'Filter tag' })
    .getByRole('button', { name: 'Workshop', exact: true });
  await workshop.click();
  await expect(workshop).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/tag=Workshop/);
}

test("a server-rendered page's first picture is asked for at high priority, its scripts at low, and the page then works", async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(request.url, request.initialPriority));
  await page.goto('/artikel');
  await hydrated(page);
  const picture = await page
    .locator('main img[fetchpriority="high"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(priorities.get(picture)).toBe('High');
  // The page is already drawn: its scripts take the bandwidth the first screen's pictures leave.
  const scripts = [...priorities].filter(([url]) => /\/assets\/.+\.js$/.test(new URL(url).pathname));
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter(([, priority]) => priority !== 'Low')).toEqual([]);
  await expectTagFilterWorks(page);
});

test('the scripts and styles come as the build compressed them with brotli; a browser without brotli gets them too', async ({
  page,
  request,
}) => {
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname) && res.headers()['content-encoding'] === 'br')
      sizes.set(pathname, (await res.request().sizes()).responseBodySize);
  });
  await page.goto('/artikel');
  await hydrated(page);
  const [script] = await page
    .locator('script[type="module"][src^="/assets/"]')
    .evaluateAll((tags) => tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname));
  // What crossed the wire is the build's own file (web/dist/assets/*.br), byte for byte the same length.
  expect(sizes.get(script)).toBe(fs.statSync(path.join(WEB_DIST, `${script}.br`)).size);
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).equals(fs.readFileSync(path.join(WEB_DIST, script)))).toBe(true);
});

for (const { path: address, box, none } of [
  { path: '/artikel', box: 'Cari artikel berdasarkan judul atau deskripsi...', none: 'Tidak ada artikel ditemukan' },
  { path: '/library', box: 'Cari di library...', none: 'Tidak ada media ditemukan' },
]) {
  test(`words typed into ${address}'s search before the app has taken the page over are searched`, async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
    // The scripts are held back until the visitor has typed, as on a slow phone.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'commit' });
    await page.getByPlaceholder(box).fill('tidak-ada-yang-cocok');
    release();
    await hydrated(page);
    await expect(page.getByText(none)).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=tidak-ada-yang-cocok/);
    await expect(page.getByPlaceholder(box)).toHaveValue('tidak-ada-yang-cocok');
  });
}

test('a picture that never arrives does not hold the app back', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
  await page.route(/\/uploads\//, () => new Promise(() => {}));
  await page.goto('/artikel', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  // Still loading (the picture hangs), yet the app has started.
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expectTagFilterWorks(page);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a public page asks the API for none of the data it came with once the app has taken it over', async ({
      page,
    }) => {
      const article = await firstArticlePath(page);
      for (const path of ['/', '/artikel', '/library', article.byIdSlug]) {
        const reads: string[] = [];
        const note = (request: { method: () => string; url: () => string }) => {
          const url = new URL(request.url());
          if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
        };
        page.on('request', note);
        await page.goto(path);
        await hydrated(page);
        // Queries the app would run again start as it mounts; the page is settled once nothing is in flight.
        await page.waitForLoadState('networkidle');
        page.off('request', note);
        expect(reads, `${path} at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}
