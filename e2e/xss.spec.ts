import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { XSS_PAYLOADS, allPayloadsHtml, payloadChunks } from '../cms/tests/harness/xss-corpus';
import { OWNER } from './support/accounts';
import { installScriptTraps, scriptCapableElements, settle, type TrapLog } from './support/script-traps';
import { scrollThrough } from './support/frames';

/**
 * The XSS corpus goes, as the owner, through every field the public site or the dashboard shows
 * (article title/excerpt/content/tags, the settings' texts and HTML, library item texts, member and
 * division names, a user's display name); then those pages are rendered: no payload may run.
 */
test.describe.configure({ mode: 'serial' });

const run = crypto.randomBytes(3).toString('hex');
const marker = `XSS-${run}`;
const at = (list: string[], i: number) => list[i % list.length];
const c100 = payloadChunks(100 - marker.length - 1).map((c) => `${marker} ${c}`);
const c200 = payloadChunks(200 - marker.length - 1).map((c) => `${marker} ${c}`);
const c300 = payloadChunks(300);
const c500 = payloadChunks(500);
const c1000 = payloadChunks(1000);
const shortPayloads = XSS_PAYLOADS.map((p) => p.html).filter((h) => h.length <= 50);
const driveFile = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view?usp=sharing`;
const DIVISIONS = ['senor', 'public_relation', 'religius', 'technopreneurship', 'medinfo', 'intelektual'];

let context: BrowserContext;
let api: APIRequestContext;
let traps: TrapLog;
let originalSettings: Record<string, unknown> = {};
const articles: Array<{ id: number; slug: string }> = [];
let libraryId: number | undefined;
let memberId: number | undefined;
let userId: number | undefined;

const settingsPayload = (): Record<string, unknown> => ({
  aboutUs: allPayloadsHtml(),
  visionMission: ['Visi dan Misi', '- VISI', at(c1000, 0), '- MISI', ...XSS_PAYLOADS.map((p) => `* ${p.html}`)].join(
    '\n',
  ),
  siteName: at(c200, 0),
  siteTagline: at(c300, 1),
  siteDescription: at(c1000, 1),
  navbarBrand: at(c100, 0),
  footerText: at(c500, 2),
  address: at(c1000, 2),
  chairpersonName: at(c200, 1),
  chairpersonTitle: at(c200, 2),
  viceChairpersonName: at(c200, 3),
  viceChairpersonTitle: at(c200, 4),
  divisionNames: Object.fromEntries(DIVISIONS.map((d, i) => [d, at(c200, 5 + i)])),
  divisionHeads: Object.fromEntries(DIVISIONS.map((d, i) => [d, { name: at(c200, 11 + i), photo: '' }])),
});

/** Asserts a 2xx answer and returns its JSON body, typed as the shape the caller expects. */
async function ok<T = unknown>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.status()} ${res.url()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A created record: Strapi answers `id`, some legacy endpoints `_id`. */
type Created = { id?: number; _id?: number };

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The Origin header is what the site's own pages send; the CSRF check of state-changing calls expects it.
  context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  traps = await installScriptTraps(context);
  api = context.request;
  await ok(await api.post('/api/auth/login', { data: OWNER }));

  const current = await ok<Record<string, unknown>>(await api.get('/api/settings'));
  const payload = settingsPayload();
  originalSettings = Object.fromEntries(Object.keys(payload).map((k) => [k, current[k]]));
  await ok(await api.put('/api/settings', { data: payload }));

  for (let i = 0; i < 3; i += 1) {
    const created = await ok<{ id: number; slug: string }>(
      await api.post('/api/articles', {
        multipart: {
          title: at(c200, 20 + i),
          excerpt: at(c1000, i),
          content: allPayloadsHtml(),
          tags: JSON.stringify(shortPayloads.slice(i * 7, i * 7 + 7)),
          published: 'true',
          gdriveUrl: driveFile,
        },
      }),
    );
    articles.push({ id: created.id, slug: created.slug });
  }

  const item = await ok<Created>(
    await api.post('/api/library', {
      multipart: {
        title: at(c200, 23),
        description: at(c500, 0),
        fullDescription: allPayloadsHtml(),
        type: 'photo',
        'gdriveUrls[0]': driveFile,
        'gdriveMediaTypes[0]': 'image',
      },
    }),
  );
  libraryId = item.id ?? item._id;

  const periods = await ok<Array<string | { period?: string; name?: string }>>(
    await api.get('/api/organization/periods'),
  );
  const latest = periods.map((p) => (typeof p === 'string' ? p : (p.period ?? p.name ?? '')))[0] ?? '2025-2026';
  const member = await ok<Created>(
    await api.post('/api/organization/members', {
      multipart: { name: at(c200, 24), position: at(c200, 25), period: latest, gdriveUrl: driveFile },
    }),
  );
  memberId = member.id ?? member._id;

  const user = await ok<Created>(
    await api.post('/api/users', {
      data: {
        username: `xss_${run}`,
        email: `xss_${run}@example.test`,
        name: at(c200, 26),
        password: 'Xss-Pass-12345',
        confirmPassword: 'Xss-Pass-12345',
        role: 'bph',
      },
    }),
  );
  userId = user.id ?? user._id;
});

test.afterAll(async () => {
  if (!api) return;
  for (const a of articles) await api.delete(`/api/articles/${a.id}`);
  if (libraryId) await api.delete(`/api/library/${libraryId}`);
  if (memberId) await api.delete(`/api/organization/members/${memberId}`);
  if (userId) await api.delete(`/api/users/${userId}`);
  if (Object.keys(originalSettings).length) {
    const restored = await api.put('/api/settings', { data: originalSettings });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  await context.close();
});

/** Opens a page, lets it load its data, scrolls through it (lazy sections) and waits until its images loaded or failed. */
async function render(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await scrollThrough(page, 600);
  await settle(page);
}

async function expectInert(page: Page, where: string) {
  expect(await scriptCapableElements(page), `script-capable elements on ${where}`).toEqual([]);
  expect(traps.xss, 'payloads that ran').toEqual([]);
  expect(traps.dialogs, 'dialogs that opened').toEqual([]);
  expect(traps.pageErrors, 'uncaught page errors').toEqual([]);
  expect(traps.cspViolations, 'CSP violations (an inline script or handler tried to run)').toEqual([]);
}

// In sanitised HTML every '<' of text is escaped and attribute values are double-quoted, so once the
// values are blanked a tag or attribute name seen here is a real one.
const expectNoLiveVector = (html: string) => {
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<script|<[^>]*\son\w+\s*=/i);
  expect(html).not.toMatch(/\s(href|src)="\s*(javascript|vbscript|data:text)/i);
};

test('the stored payloads are sanitised or plain text in every API answer', async () => {
  const article = await ok<{ content: string; title: string }>(await api.get(`/api/articles/${articles[0].id}`));
  expectNoLiveVector(article.content);
  expect(article.content).toContain('#70');
  expect(article.title.startsWith(marker)).toBe(true);
  const settings = await ok<{ aboutUs: string; footerText: string }>(await api.get('/api/settings'));
  expectNoLiveVector(settings.aboutUs);
  expect(settings.footerText).toContain('<'); // plain-text fields keep the text; the pages must show it as text
});

test('the detectors work: a direct trap call, and an injected handler (blocked by the CSP, seen in the DOM)', async () => {
  const page = await context.newPage();
  // Any page with the traps installed will do: no need to scroll through it as the page checks below do.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (window as unknown as { __xss: (id: string) => void }).__xss('self-test'));
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img id="trap-self-test" src="/nope.png" onerror="top.__xss(0)">'),
  );
  await expect.poll(() => traps.cspViolations.length).toBeGreaterThan(0);
  expect(traps.xss).toEqual([expect.stringContaining('payload #self-test')]);
  expect(await scriptCapableElements(page)).toEqual(['<img onerror>']);
  expect(traps.cspViolations.join()).toContain('script-src-attr');
  traps.xss.length = 0;
  traps.cspViolations.length = 0;
  await page.close();
});

test('public pages: landing, article list, articles, tag filter, library', async () => {
  test.setTimeout(150_000);
  const page = await context.newPage();
  for (const path of [
    '/',
    '/artikel',
    ...articles.map((a) => `/artikel/${a.id}/${a.slug}`),
    `/artikel?tag=${encodeURIComponent(shortPayloads[0])}`,
    '/library',
  ]) {
    await render(page, path);
    await expectInert(page, path);
  }
  // Text fields are shown as text: the payload's characters appear literally.
  await render(page, `/artikel/${articles[0].id}/${articles[0].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(marker);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<');
  await page.close();
});

test('dashboard pages, the article editor with the stored content and the content editor', async () => {
  test.setTimeout(180_000);
  const page = await context.newPage();
  for (const path of [
    '/dashboard',
    '/dashboard/articles',
    '/dashboard/library',
    '/dashboard/organization',
    '/dashboard/users',
    '/dashboard/roles',
    '/dashboard/settings',
    '/dashboard/content',
  ]) {
    await render(page, path);
    await expectInert(page, path);
  }

  await render(page, '/dashboard/articles');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(marker);
  const card = page.getByTestId('managed-article').first();
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(editor.getByRole('textbox', { name: /Article Content/ }).locator('pre code')).toHaveCount(1, {
    timeout: 30_000,
  });
  await settle(page);
  await expectInert(page, 'article editor');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByTestId('article-preview')).toContainText('#70');
  await settle(page);
  await expectInert(page, 'article preview');
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await render(page, '/dashboard/content');
  await page.getByRole('tab', { name: 'Visi & Misi' }).click();
  await expect(page.getByRole('tab', { name: 'Visi & Misi' })).toHaveAttribute('aria-selected', 'true');
  await settle(page);
  await expectInert(page, 'content view');
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await expect(page.getByRole('textbox', { name: /Tentang Kami/ })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await expectInert(page, 'about editor');
  for (const tab of ['Preview', 'Visi & Misi', 'Hero']) {
    // Every one of these tabs exists in the editor: a missing one fails here instead of being skipped.
    const target = page.getByRole('tab', { name: tab, exact: true }).first();
    await target.click();
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await expectInert(page, `content editor, ${tab}`);
  }
  await page.close();
});
