import { ARTICLE_TAG_MAX_LENGTH, TAGS_MAX_COUNT } from '@hmti/contract';
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gapBelowNavbar } from './support/navbar';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';
import { hydrated } from './support/hydration';
import { holdRequests } from './support/hold';

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /Baca selengkapnya/ }) });

test('article list: 9 per page, two pages of the 12 seeded articles', async ({ page }) => {
  await page.goto('/artikel');
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  await expect(page.getByText('Menampilkan 9 dari 12 artikel')).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  const pagination = page.getByRole('navigation', { name: 'Halaman artikel' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Menampilkan 3 dari 12 artikel')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(pagination.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  // A click within 300 ms of the last page change is ignored: click until the page changes.
  const previous = pagination.getByRole('button', { name: 'Previous' });
  await expect(async () => {
    if (/[?&]page=2/.test(page.url())) await previous.click();
    await expect(page).not.toHaveURL(/[?&]page=2/, { timeout: 500 });
  }).toPass();
  await expect(page.getByText('Menampilkan 9 dari 12 artikel')).toBeVisible();
});

test('article list: 6 per page under 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/artikel');
  await expect(page.getByText('Menampilkan 6 dari 12 artikel')).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
});

test('article list: search and tag filters reset to page 1 and live in the URL', async ({ page }) => {
  await page.goto('/artikel?page=2');
  await expect(page.getByText('Menampilkan 3 dari 12 artikel')).toBeVisible();
  await page.getByPlaceholder('Cari artikel berdasarkan judul atau deskripsi...').fill('workshop web');
  await expect(page.getByText('Menampilkan 1 dari 1 artikel untuk "workshop web"')).toBeVisible();
  await expect(page).toHaveURL(/q=workshop\+web/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(1);

  await page.getByPlaceholder('Cari artikel berdasarkan judul atau deskripsi...').fill('tidak-ada-yang-cocok');
  await expect(page.getByText('Tidak ada artikel ditemukan')).toBeVisible();
  await expect(page.getByText('Coba sesuaikan pencarian atau filter Anda')).toBeVisible();
  await page.getByRole('button', { name: 'Hapus Filter' }).click();
  await expect(page.getByText('Menampilkan 9 dari 12 artikel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus Filter' })).toHaveCount(0);

  const tags = (await (await page.request.get('/api/articles/tags')).json()) as Array<{ tag: string; count: number }>;
  const religius = tags.find((t) => t.tag === 'Religius')!;
  const workshop = tags.find((t) => t.tag === 'Workshop')!;
  const filters = page.getByRole('group', { name: 'Filter tag' });
  await filters.getByRole('button', { name: 'Religius', exact: true }).click();
  await expect(filters.getByRole('button', { name: 'Religius', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/tag=Religius/);
  await expect(
    page.getByText(`Menampilkan ${religius.count} dari ${religius.count} artikel dengan tag Religius`),
  ).toBeVisible();
  await filters.getByRole('button', { name: 'Workshop', exact: true }).click();
  const both = religius.count + workshop.count; // no seeded article carries both
  await expect(page.getByText(`Menampilkan ${both} dari ${both} artikel dengan tag Religius, Workshop`)).toBeVisible();
});

test('article list: an initial ?tag= is applied and a malformed one does not crash', async ({ page }) => {
  await page.goto('/artikel?tag=Workshop');
  await expect(
    page.getByRole('group', { name: 'Filter tag' }).getByRole('button', { name: 'Workshop', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/dengan tag Workshop$/).filter({ visible: true })).toBeVisible();
  // Space toggles a focused chip, as it presses any button, instead of scrolling the page.
  const religius = page
    .getByRole('group', { name: 'Filter tag' })
    .getByRole('button', { name: 'Religius', exact: true });
  await religius.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(religius).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/tag=Religius/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goto('/artikel?tag=%E0%A4%A&tag=&page=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ artikel/).filter({ visible: true })).toBeVisible();
});

test('article list: at ten chosen tags the other chips say that ten is the most, until one is taken away', async ({
  page,
}) => {
  await page.goto('/artikel');
  const group = page.getByRole('group', { name: 'Filter tag' });
  const chips = group.getByRole('button');
  const chip = (name: string) => group.getByRole('button', { name, exact: true });
  await expect(chips.nth(TAGS_MAX_COUNT)).toBeVisible();
  const names = (await chips.allTextContents()).map((t) => t.trim());
  const chosen = names.slice(0, TAGS_MAX_COUNT);
  await page.goto(`/artikel?${chosen.map((t) => `tag=${encodeURIComponent(t)}`).join('&')}`);
  const next = chip(names[TAGS_MAX_COUNT]);
  await expect(next).toBeDisabled();
  const hint = page.getByText(`Paling banyak ${TAGS_MAX_COUNT} tag sekaligus; lepaskan satu untuk memilih tag lain.`);
  await expect(hint).toBeVisible();
  await chip(chosen[0]).click();
  await expect(next).toBeEnabled();
  await expect(hint).toBeHidden();
  await next.click();
  await expect(next).toHaveAttribute('aria-pressed', 'true');
});

test('article detail: TOC, reading time, related articles, tags and structured data', async ({ page }) => {
  await page.goto('/artikel?q=Workshop%20Web%20Development');
  await page.getByRole('link', { name: 'Workshop Web Development dengan React dan TypeScript', exact: true }).click();
  await expect(page).toHaveURL(/\/artikel\/\d+\/workshop-web-development-dengan-react-dan-typescript$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Workshop Web Development dengan React dan TypeScript' }),
  ).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Beranda' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Artikel' })).toBeVisible();
  await expect(page.getByText(/^\d+ menit baca$/)).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'Daftar Isi' });
  await expect(toc.getByRole('link')).toHaveText(['Latar Belakang', 'Materi yang Dibahas', 'Harapan ke Depan']);
  await toc.getByRole('link', { name: 'Harapan ke Depan' }).click();
  await expect(page.locator('#harapan-ke-depan')).toBeInViewport();

  await expect(page.getByTestId('related-articles').getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('related-articles').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/artikel\/\d+(\/[\w-]+)?$/,
  );

  await expect(page).toHaveTitle(/Workshop Web Development dengan React dan TypeScript/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/artikel\/\d+\/workshop-web-development-dengan-react-dan-typescript$/,
  );
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Workshop Web Development dengan React dan TypeScript',
  );
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types.sort()).toEqual(['Article', 'BreadcrumbList']);

  await page.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(page).toHaveURL(/\/artikel\?tag=Workshop$/);
  await expect(page).toHaveTitle(/^All Articles \| /);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Filter tag' }).getByRole('button', { name: 'Workshop', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

const WORKSHOP = '/artikel/slug/workshop-web-development-dengan-react-dan-typescript';

/** The heading's top is in sight right below the sticky navigation bar, not under it and not far down the page. */
async function expectHeadingBelowNavbar(heading: Locator) {
  const gap = await gapBelowNavbar(heading);
  expect(gap, 'px between the navigation bar and the heading').toBeGreaterThanOrEqual(0);
  expect(gap, 'px between the navigation bar and the heading').toBeLessThanOrEqual(32);
}

test('article detail on a slow connection: the link shows the page is loading, asks for all it needs at once', async ({
  page,
}) => {
  await page.goto('/artikel?q=Workshop%20Web%20Development');
  const title = 'Workshop Web Development dengan React dan TypeScript';
  const detail = /\/api\/articles\/\d+\/workshop-web-development-dengan-react-dan-typescript$/;
  const { release } = await holdRequests(page, detail);
  const relatedAsked = page.waitForRequest((r) => r.url().includes('/related'));
  await page.getByRole('link', { name: title, exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Memuat halaman' });
  await expect(progress).toBeVisible();
  // The related articles are asked for while the article itself is still on its way, not after it.
  await relatedAsked;
  release();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(progress).toHaveCount(0);
});

test('article detail: contents jumps and #heading links show their heading below the navbar, and the contents mark it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${WORKSHOP}#materi-yang-dibahas`);
  await expectHeadingBelowNavbar(page.locator('#materi-yang-dibahas'));
  const toc = page.getByRole('navigation', { name: 'Daftar Isi', exact: true });
  const current = toc.locator('[aria-current="location"]');
  await expect(current).toHaveText('Materi yang Dibahas');
  // The contents stay in sight beside the article, their title too.
  expect(await gapBelowNavbar(toc.getByRole('heading', { name: 'Daftar Isi' }))).toBeGreaterThanOrEqual(0);

  await toc.getByRole('link', { name: 'Latar Belakang' }).click();
  await expectHeadingBelowNavbar(page.locator('#latar-belakang'));
  await expect(current).toHaveText('Latar Belakang');

  // On a phone the contents open from a button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Daftar Isi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Daftar Isi' });
  await expect(dialog.locator('[aria-current="location"]')).toHaveText('Latar Belakang');
  await dialog.getByRole('link', { name: 'Materi yang Dibahas' }).click();
  await expect(dialog).toBeHidden();
  await expectHeadingBelowNavbar(page.locator('#materi-yang-dibahas'));
});

test("article detail on a phone: the contents button steps aside at the article's end, covering nothing there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WORKSHOP);
  const button = page.getByRole('button', { name: 'Daftar Isi', exact: true });
  await expect(button).toBeVisible();
  // At the end of the page it covered the footer's last line for good, and on the way the 'Kembali ke Beranda' button.
  await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).last().scrollIntoViewIfNeeded();
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(button).toBeVisible();
});

test('article detail: a reload or Back keeps the reader where they were, not back at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WORKSHOP);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Artikel Terkait' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // A related article starts at its top; Back returns to where the reader was.
  const related = page.getByTestId('related-articles').getByRole('link').first();
  await related.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await related.click();
  await expect(page).not.toHaveURL(WORKSHOP);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(WORKSHOP);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
});

test('article detail: Back to an article read on past a contents jump returns to where the reader was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(WORKSHOP);
  await hydrated(page);
  const toc = page.getByRole('navigation', { name: 'Daftar Isi', exact: true });
  await toc.getByRole('link', { name: 'Latar Belakang' }).click();
  await expect(page).toHaveURL(/#latar-belakang$/);
  // Read on to the end, then on to a related article and Back: not thrown up to the heading of the address.
  const related = page.getByTestId('related-articles').getByRole('link').first();
  await related.scrollIntoViewIfNeeded();
  await related.click();
  await expect(page).not.toHaveURL(/#latar-belakang$/);
  await page.goBack();
  await expect(page).toHaveURL(/#latar-belakang$/);
  await expect(page.getByTestId('related-articles')).toBeInViewport();
  await expect(page.locator('#latar-belakang')).not.toBeInViewport();
});

test('article detail: the id-only and slug-only routes resolve too', async ({ page }) => {
  const list = (await (await page.request.get('/api/articles?page=1&pageSize=1')).json()) as {
    data: Array<{ id: number; slug: string; title: string }>;
  };
  const [first] = list.data;
  await page.goto(`/artikel/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // Whether or not the server put tags into the first load, <head> holds one set.
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await page.goto(`/artikel/slug/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('an unknown article shows "Artikel tidak ditemukan"', async ({ page }) => {
  await page.goto('/artikel/999999');
  await expect(page.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeVisible();
  // Back to the landing page's articles section, where article readers come from.
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/#articles$/);
});

test('accessibility: the article list and an article have no serious violations', async ({ page }) => {
  await page.goto('/artikel');
  await expect(cards(page)).toHaveCount(9);
  await expectNoSeriousAxeViolations(page);

  await cards(page)
    .first()
    .getByRole('link', { name: /Baca selengkapnya/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('related-articles')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an article image that fails to load falls back to the placeholder image', async ({ page }) => {
  await page.route(/\/uploads\/.*\.webp$/, (route) => route.abort());
  await page.goto('/artikel');
  const firstImage = cards(page).first().locator('img');
  await expect(firstImage).toHaveAttribute('src', '/images/placeholder-article.svg');
  await cards(page)
    .first()
    .getByRole('link', { name: /Baca selengkapnya/ })
    .click();
  await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute(
    'src',
    '/images/placeholder-article.svg',
  );
});

test('article detail: a video embedded in the editor plays on the page, at phone and desktop widths; a long address and a long tag wrap', async ({
  page,
  request,
}) => {
  const title = 'E2E artikel dengan video';
  const article = await publishArticleWithUpload(request, {
    title,
    excerpt: 'Video di dalam artikel.',
    // As CKEditor's media embed stores them: the page address pasted into "Insert media".
    content:
      '<p>Sebelum video.</p>' +
      '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=42"></oembed></figure>' +
      '<figure class="media"><oembed url="https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQ/view?usp=sharing"></oembed></figure>' +
      '<p>Sesudah video.</p>' +
      // A pasted address is one long word: it breaks inside the column instead of widening the page.
      `<p>Unduh materi: https://himatif.example/materi?berkas=${'PertemuanPertama'.repeat(6)}</p>`,
    picture: { name: 'video.png', rgb: [200, 40, 40] },
    // A tag as long as one may be, in one word.
    tags: ['Uji', 'x'.repeat(ARTICLE_TAG_MAX_LENGTH)],
  });
  const path = `/artikel/${article.id}/${article.slug}`;
  const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42';
  const drive = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQ/preview';
  // The server's page already holds the players (a reader without JavaScript gets them too).
  const served = await (await request.get(path)).text();
  expect(served).toContain(`src="${youtube.replace('&', '&amp;')}"`);
  expect(served).toContain(`src="${drive}"`);
  // The players themselves are not fetched from the internet here: a blank page stands in for them.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|drive\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>pemutar</title>' }),
  );
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    for (const [src, name] of [
      [youtube, 'Video YouTube'],
      [drive, 'Berkas Google Drive'],
    ]) {
      const player = page.getByRole('main').locator(`iframe[src="${src}"]`);
      await expect(player).toHaveAttribute('title', name);
      await player.scrollIntoViewIfNeeded();
      const box = (await player.boundingBox())!;
      expect(box.width, `${name} at ${width} px`).toBeGreaterThan(Math.min(width - 64, 600));
      expect(box.height / box.width, `${name} at ${width} px`).toBeCloseTo(9 / 16, 2);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await deleteAsOwner(request, 'articles', title);
});
