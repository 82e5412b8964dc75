import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER } from './support/accounts';
import { signIn } from './support/sign-in';

interface Overview {
  totals: { views: number };
  topArticles: Array<{ id: number; title: string; views: number }>;
}

const overview = async (request: APIRequestContext): Promise<Overview> => {
  const res = await request.get('/api/analytics/overview?days=7');
  expect(res.status()).toBe(200);
  return (await res.json()) as Overview;
};
const viewsOf = (o: Overview, id: number) => o.topArticles.find((a) => a.id === id)?.views ?? 0;

test('a visitor reads an article; the owner sees the reading in Analytics and on the article card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await request.post('/api/auth/login', { data: OWNER });
  const { data } = (await (await request.get('/api/articles?page=1')).json()) as {
    data: Array<{ id: number; slug: string; title: string }>;
  };
  const article = data[0];
  const before = await overview(request);

  // A visitor (no account, no cookies of ours) reads the article twice and the home page once.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/artikel/slug/${article.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await visitorContext.close();

  // At least these two views (other journeys running beside this one may read the same article meanwhile).
  await expect
    .poll(async () => viewsOf(await overview(request), article.id) - viewsOf(before, article.id))
    .toBeGreaterThanOrEqual(2);

  await signIn(page);
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const topArticles = page.getByRole('region', { name: 'Artikel teratas' });
  await expect(topArticles.getByText(article.title)).toBeVisible();
  await page.getByRole('button', { name: '7 hari' }).click();
  await expect(page.getByRole('button', { name: '7 hari' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Views (7 hari)' })).toBeVisible();
  // The chart has a table alternative.
  await page.getByText('Lihat sebagai tabel').click();
  await expect(page.getByRole('table', { name: 'Views dan visitors per hari' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(8);

  const views = viewsOf(await overview(request), article.id);
  await page.goto('/dashboard/articles');
  const card = page.getByTestId('managed-article').filter({ hasText: article.title });
  await expect(card.getByTestId('article-views')).toHaveText(`${views} views`);
});
