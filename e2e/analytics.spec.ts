import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { OWNER } from './support/accounts';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

interface Overview {
  topArticles: Array<{ id: number; title: string; views: number }>;
}

const overview = async (request: APIRequestContext): Promise<Overview> => {
  const res = await request.get('/api/analytics/overview?days=7');
  expect(res.status()).toBe(200);
  return (await res.json()) as Overview;
};
const viewsOf = (o: Overview, id: number) => o.topArticles.find((a) => a.id === id)?.views ?? 0;

/** A published article of the calling test's own (no other journey on the same site can have read it), as the owner. */
async function ownArticle(request: APIRequestContext, title: string, excerpt: string) {
  await request.post('/api/auth/login', { data: OWNER });
  const created = await request.post('/api/articles', {
    multipart: {
      title,
      excerpt,
      content: '<p>Isi artikel yang dihitung.</p>',
      published: 'true',
      gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number; slug: string };
}

test('a visitor who reaches an article by a link on the site is counted as one who opened it', async ({
  browser,
  request,
}) => {
  const title = `Dibuka lewat tautan ${crypto.randomUUID().slice(0, 8)}`;
  const article = await ownArticle(request, title, 'Artikel yang dibuka dari daftar artikel.');
  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    // The list comes from the server; the article is shown by the app, with no page load.
    await visitor.goto(`/artikel?q=${encodeURIComponent(title)}`);
    await visitor.getByTestId('article-card').filter({ hasText: title }).getByRole('link').first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(async () => viewsOf(await overview(request), article.id), { timeout: 20_000 }).toBe(1);
    await visitorContext.close();
  } finally {
    await deleteAsOwner(request, 'articles', title);
  }
});

test('a visitor reads a new article twice; the owner sees exactly those two views in Analytics and on its card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Dibaca dua kali ${crypto.randomUUID().slice(0, 8)}`;
  const article = await ownArticle(request, title, 'Artikel yang dibaca tepat dua kali.');

  try {
    // A visitor (no account, no cookies of ours) reads the article twice.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/artikel/slug/${article.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitorContext.close();

    // Counts reach the database with the next flush (every ANALYTICS_FLUSH_SECONDS, 10 s here).
    await expect.poll(async () => viewsOf(await overview(request), article.id), { timeout: 20_000 }).toBe(2);

    await signIn(page);
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Views (30 hari)' })).toBeVisible();
    // While the 7 days are on their way, the 30 days' figures stay under their own headings.
    const { release: arrive } = await holdRequests(page, '**/api/analytics/overview?days=7');
    await page.getByRole('button', { name: '7 hari' }).click();
    await expect(page.getByRole('button', { name: '7 hari' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Views (30 hari)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visitors (30 hari)' })).toBeVisible();
    // A visitor is counted once a day, so the range's figure adds up the days: said under it.
    await expect(page.getByRole('region', { name: 'Visitors', exact: true })).toContainText('dihitung sekali per hari');
    arrive();
    const row = page.getByRole('region', { name: 'Artikel teratas' }).getByRole('listitem').filter({ hasText: title });
    await expect(row.locator('span').last()).toHaveText('2');
    await expect(page.getByRole('heading', { name: 'Views (7 hari)' })).toBeVisible();
    // The chart has a table alternative.
    await page.getByText('Lihat sebagai tabel').click();
    await expect(page.getByRole('table', { name: 'Views dan visitors per hari' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(8);

    await page.goto('/dashboard/articles');
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await expect(card.getByTestId('article-views')).toHaveText('2 views');
  } finally {
    await deleteAsOwner(request, 'articles', title);
  }
});
