import { expect, test } from './support/test';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';

/**
 * Readers of an informatics association search for the topics it writes about. A search or a tag that reads like
 * SQL is a search like any other: results or "no results", never the "suspicious activity" error page.
 */
const SEARCH = 'Cari artikel berdasarkan judul atau deskripsi...';
const TITLE = 'Mengenal Serangan UNION SELECT (uji pencarian)';

test.afterEach(async ({ request }) => deleteAsOwner(request, 'articles', TITLE));

test('searching SQL words on /artikel shows results or "no results", not /error', async ({ page }) => {
  await page.goto('/artikel');
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ artikel$/).filter({ visible: true })).toBeVisible();
  for (const term of ['union select', "' or 1=1", 'sleep(5)', '1; DROP TABLE users']) {
    await page.getByPlaceholder(SEARCH).fill(term);
    // This term's own search, not the one before it (whose "no results" and address are still up for a moment).
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
    await expect(page.getByText('Tidak ada artikel ditemukan')).toBeVisible();
    await expect(page.getByPlaceholder(SEARCH)).toHaveValue(term);
  }
});

test('an article tagged "union select" is found by its words and by its tag', async ({ page, request }) => {
  await publishArticleWithUpload(request, {
    title: TITLE,
    excerpt: 'Cara kerja UNION SELECT dan cara menangkalnya dengan parameter terikat.',
    content: '<p>Serangan UNION SELECT password FROM admin adalah contoh klasik.</p>',
    picture: { name: 'union-select.png', rgb: [40, 90, 160] },
    tags: ['union select', "' or 1=1"],
  });
  await page.goto('/artikel');
  await page.getByPlaceholder(SEARCH).fill('union select');
  await expect(page.getByText('Menampilkan 1 dari 1 artikel untuk "union select"')).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();

  await page.goto('/artikel');
  await page
    .getByRole('group', { name: 'Filter tag' })
    .getByRole('button', { name: 'union select', exact: true })
    .click();
  await expect(page.getByText('Menampilkan 1 dari 1 artikel dengan tag union select')).toBeVisible();
  await expect(page).not.toHaveURL(/\/error/);
});
