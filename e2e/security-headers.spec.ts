import { expect, test, type Page, type Response } from './support/test';
import { signIn } from './support/sign-in';
import { installScriptTraps, settle, type TrapLog } from './support/script-traps';
import { scrollThrough } from './support/frames';

/**
 * The built app must run under its Content-Security-Policy without a single violation (no inline
 * script but index.html's hashed boot script, no foreign script), on every public page and, signed in as the owner, every dashboard page
 * including both rich-text editors; every HTML document carries the protective headers.
 */

function expectProtectiveHeaders(res: Response | null, where: string) {
  expect(res, where).not.toBeNull();
  const headers = res!.headers();
  const csp = headers['content-security-policy'] ?? '';
  // 'self' and the hash of index.html's inline boot script: never 'unsafe-inline'.
  expect(csp, where).toMatch(/(^|;)\s*script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+\s*(;|$)/);
  expect(csp, where).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, where).toMatch(/(^|;)\s*frame-ancestors 'self'\s*(;|$)/);
  expect(csp, where).not.toMatch(/unsafe-eval/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
}

async function visit(page: Page, path: string, traps: TrapLog) {
  const res = await page.goto(path);
  expectProtectiveHeaders(res, path);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await scrollThrough(page, 700);
  await settle(page);
  expect(traps.cspViolations, `CSP violations on ${path}`).toEqual([]);
  expect(traps.pageErrors, `page errors on ${path}`).toEqual([]);
}

test('public pages run under the CSP without violations', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL });
  const traps = await installScriptTraps(context);
  const page = await context.newPage();
  const list = (await (await request.get('/api/articles?page=1&pageSize=1')).json()) as {
    data?: Array<{ id: number; slug: string; tags?: string[] }>;
  };
  const article = list.data?.[0];
  const paths = ['/', '/artikel', '/library', '/login', '/error', '/halaman-yang-tidak-ada'];
  if (article)
    paths.push(
      `/artikel/${article.id}/${article.slug}`,
      `/artikel/${article.id}`,
      `/artikel?tag=${encodeURIComponent(article.tags?.[0] ?? 'x')}`,
    );
  for (const path of paths) await visit(page, path, traps);
  expect(article, 'a seeded article to visit').toBeTruthy();
  await context.close();
});

test('dashboard pages and editors run under the CSP without violations', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  const traps = await installScriptTraps(context);
  const page = await context.newPage();
  await signIn(page);
  for (const path of [
    '/dashboard',
    '/dashboard/articles',
    '/dashboard/library',
    '/dashboard/organization',
    '/dashboard/content',
    '/dashboard/users',
    '/dashboard/roles',
    '/dashboard/settings',
  ]) {
    await visit(page, path, traps);
  }

  await visit(page, '/dashboard/articles', traps);
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await expect(dialog.getByRole('textbox', { name: /Article Content/ })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('article-preview')).toBeVisible();
  await settle(page);
  expect(traps.cspViolations, 'CSP violations in the article editor').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await visit(page, '/dashboard/content', traps);
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await expect(page.getByRole('textbox', { name: /Tentang Kami/ })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  expect(traps.cspViolations, 'CSP violations in the content editor').toEqual([]);
  expect(traps.pageErrors).toEqual([]);
  await context.close();
});
