import { expect, test, type Locator, type Page } from './support/test';

/**
 * A visitor whose browser runs no JavaScript (switched off, blocked, or the scripts never arrive) reads and moves
 * around every public page: what the server sends works as plain HTML — links, forms that send their words in the
 * address, and a phone menu that opens by itself. What truly needs the app (signing in) says so.
 */

interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  tags: string[];
}
interface LibraryItem {
  title: string;
  description: string;
  fullDescription: string | null;
  images: string[];
}

const getJson = async <T>(page: Page, path: string): Promise<T> => (await (await page.request.get(path)).json()) as T;

/** An /error address as the app builds it. */
const errorPage = (error: Record<string, unknown>) => `/error?error=${encodeURIComponent(JSON.stringify(error))}`;

/** The element a person sees at the middle of `element`'s first line is `element` itself (or inside it): not covered. */
const notCovered = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + 8);
    return !!top && (top === el || el.contains(top));
  });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

for (const size of SIZES) {
  const phone = size.width < 1024;

  test.describe(`without JavaScript at ${size.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: size });

    test('an unknown article answers 404 and says it is not found, under its own title', async ({ page }) => {
      const response = await page.goto('/artikel/999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' })).toBeVisible();
      await expect(page.getByText('Memuat artikel...')).toHaveCount(0);
      await expect(page).toHaveTitle(/^Artikel tidak ditemukan \| /);
      await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).click();
      await expect(page).toHaveURL(/\/#articles$/);
    });

    test('the sign-in page shows its card and says that signing in needs JavaScript', async ({ page }) => {
      const settings = await getJson<{ navbarBrand: string }>(page, '/api/settings');
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: `${settings.navbarBrand} Login` })).toBeVisible();
      await expect(page.getByRole('paragraph').filter({ hasText: 'Aktifkan JavaScript untuk masuk.' })).toBeVisible();
      await expect(page).toHaveTitle(`${settings.navbarBrand} Login`);
      // Nothing typed here could be sent in the address (the form needs the app): the fields wait for it.
      await expect(page.getByLabel('Username')).toBeDisabled();
      await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#home')).toBeVisible();
    });

    test('an article search runs on Enter, keeps the chosen tag, and "Hapus Filter" clears both', async ({ page }) => {
      const list = await getJson<{ data: ArticleSummary[] }>(page, '/api/articles?page=1&pageSize=12');
      const article = list.data.find((a) => a.tags.length > 0)!;
      const tag = article.tags[0];
      const word = article.title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
      await page.goto(`/artikel?tag=${encodeURIComponent(tag)}`);
      const box = page.getByRole('searchbox', { name: 'Cari artikel' });
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/artikel\?/);
      const address = new URL(page.url()).searchParams;
      expect(address.get('q')).toBe(word);
      expect(address.getAll('tag')).toEqual([tag]);
      await expect(page.getByText(`untuk "${word}" dengan tag ${tag}`).filter({ visible: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: article.title })).toBeVisible();
      await expect(box).toHaveValue(word);

      await page.getByRole('button', { name: 'Hapus Filter' }).click();
      await expect(page).toHaveURL(/\/artikel$/);
      await expect(page.getByText(/^Menampilkan \d+ dari \d+ artikel$/).filter({ visible: true })).toBeVisible();
    });

    test('the library searches on Enter, from its page and from the landing section', async ({ page }) => {
      await page.goto('/library');
      const box = page.getByRole('searchbox', { name: 'Cari di library' });
      await box.fill('makrab');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/library\?q=makrab$/);
      await expect(page.getByTestId('library-card')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Dokumentasi Makrab 2025' })).toBeVisible();

      await page.goto('/');
      const landingBox = page.locator('#library').getByRole('searchbox', { name: 'Cari di library' });
      await landingBox.fill('makrab');
      await landingBox.press('Enter');
      await expect(page).toHaveURL(/\/library\?q=makrab$/);
      await expect(page.getByRole('heading', { name: 'Dokumentasi Makrab 2025' })).toBeVisible();
    });

    test('"Lihat detail" shows a library item\'s full description and links to its media', async ({ page }) => {
      const library = await getJson<{ data: LibraryItem[] }>(page, '/api/library?page=1&pageSize=6');
      const item = library.data.find((i) => i.fullDescription && i.images.length > 1)!;
      for (const [path, scope] of [
        ['/library', 'main'],
        ['/', '#library'],
      ] as const) {
        await page.goto(path);
        const card = page
          .locator(scope)
          .getByTestId('library-card')
          .filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
        await expect(card.getByText(item.fullDescription!)).toBeHidden();
        await card.getByRole('button', { name: /Lihat detail/ }).click();
        await expect(card.getByText(item.fullDescription!)).toBeVisible();
        // Each file a link, named by its kind ("Foto 1", "Video 2").
        const media = card.getByRole('link', { name: /^(Foto|Video) \d/ });
        await expect(media).toHaveCount(item.images.length);
        await expect(media.first()).toHaveAttribute('href', item.images[0]);
        expect(await notCovered(card.getByText(item.fullDescription!)), 'the description is not under the bar').toBe(
          true,
        );
      }
    });

    if (phone) {
      test('the phone menu opens and leads to each section, from the landing page and from another page', async ({
        page,
      }) => {
        const nav = page.getByRole('banner');
        await page.goto('/artikel');
        await expect(nav.getByRole('link', { name: 'Struktur Organisasi' })).toBeHidden();
        await page.getByLabel('Buka menu').click();
        await nav.getByRole('link', { name: 'Struktur Organisasi' }).click();
        await expect(page).toHaveURL(/\/#structure$/);
        const structure = page.getByRole('heading', { level: 2, name: 'Struktur Organisasi' });
        await expect(structure).toBeInViewport();

        await page.getByLabel('Buka menu').click();
        await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
        await nav.getByRole('link', { name: 'Artikel', exact: true }).click();
        await expect(page).toHaveURL(/\/#articles$/);
        const articles = page.locator('#articles').getByRole('heading', { level: 2 }).first();
        await expect(articles).toBeInViewport();
        expect(await notCovered(articles), 'the open menu does not cover the section').toBe(true);
      });
    }

    test('the /error buttons lead on: Try Again loads the page again, Go Home and Go Back go home', async ({
      page,
    }) => {
      const address = errorPage({ code: 404, title: 'Tidak Ditemukan', message: 'Data tidak ditemukan.' });
      await page.goto(address);
      const again = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/error',
      );
      await page.getByRole('button', { name: 'Try Again' }).click();
      await again;
      await expect(page.getByRole('heading', { level: 1, name: 'Tidak Ditemukan' })).toBeVisible();

      await page.getByRole('button', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#home')).toBeVisible();

      await page.goto(address);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the structure section lists every member of the newest period, each with their division', async ({
      page,
    }) => {
      const [period] = await getJson<string[]>(page, '/api/organization/periods');
      const members = await getJson<Array<{ name: string; position: string }>>(
        page,
        `/api/organization/members?period=${encodeURIComponent(period)}`,
      );
      const divisions = await getJson<Array<{ displayName: string; positions: string[] }>>(
        page,
        '/api/organization/divisions',
      );
      await page.goto('/');
      const section = page.locator('#structure');
      await expect(section.getByText('Memuat bagan...')).toBeHidden();
      for (const member of [members[0], members[Math.floor(members.length / 2)], members.at(-1)!])
        await expect(section.getByRole('heading', { name: member.name, exact: true })).toBeVisible();
      await expect(section.getByTestId('member-card')).toHaveCount(members.length);
      const division = divisions.at(-1)!;
      const inDivision = members.find((m) => division.positions.includes(m.position))!;
      await expect(
        section
          .getByTestId('member-card')
          .filter({ has: page.getByRole('heading', { name: inDivision.name, exact: true }) }),
      ).toContainText(division.displayName);
    });

    test('no public page offers a button that does nothing (what needs the app is not shown)', async ({ page }) => {
      const list = await getJson<{ data: ArticleSummary[] }>(page, '/api/articles?page=1&pageSize=1');
      const { id, slug } = list.data[0];
      for (const path of [
        '/',
        '/artikel',
        `/artikel/${id}/${slug}`,
        '/library',
        '/login',
        errorPage({ code: 404, title: 'Tidak Ditemukan', message: 'x' }),
        '/halaman-yang-tidak-ada',
      ]) {
        await page.goto(path);
        // A <button> works only through the app (no form here sends one); links and disabled controls are fine.
        const dead = await page
          .locator('button:visible')
          .evaluateAll((buttons) =>
            buttons.filter((b) => !b.matches(':disabled')).map((b) => b.getAttribute('aria-label') || b.textContent),
          );
        expect(dead, path).toEqual([]);
      }
    });

    test('every public page carries its own title', async ({ page }) => {
      const { siteName } = await getJson<{ siteName: string }>(page, '/api/settings');
      for (const [path, title] of [
        ['/', siteName],
        ['/artikel', `All Articles | ${siteName}`],
        ['/library', `Library | ${siteName}`],
        ['/halaman-yang-tidak-ada', `404 · Page Not Found | ${siteName}`],
        [
          errorPage({ code: 429, title: 'Terlalu Banyak Permintaan', message: 'x' }),
          `429 · Terlalu Banyak Permintaan | ${siteName}`,
        ],
      ]) {
        await page.goto(path);
        await expect(page, path).toHaveTitle(title);
      }
    });
  });
}
