import crypto from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Route,
  type Locator,
  type Page,
} from './support/test';
import { ARTICLE_TAG_MAX_LENGTH } from '@hmti/contract';
import { DRIVE_IDS, tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { editInAdmin } from './support/admin-panel';
import { OWNER, ADMIN, addStaffAccount, cmsUrl } from './support/accounts';
import { holdRequests } from './support/hold';

const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;

/** Deletes leftovers of a failed run through the API (the page's cookies are the owner's). */
async function deleteArticlesTitled(request: APIRequestContext, title: string) {
  const res = await request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`);
  if (!res.ok()) return;
  for (const article of (await res.json()) as { id: number; title: string }[]) {
    if (article.title === title) await request.delete(`/api/articles/${article.id}`);
  }
}

/** The dashboard's New Article dialog, with the caret in its text (the editor loads on demand). */
async function writeNewArticle(page: Page) {
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  const editable = dialog.getByRole('textbox', { name: /Article Content/ });
  await expect(editable).toBeVisible({ timeout: 30_000 });
  await editable.click();
  return { dialog, editable };
}

/** Pastes a media link into the article's text through the toolbar's Insert media, as an editor does. */
async function insertMedia(page: Page, dialog: Locator, link: string) {
  await dialog.getByRole('button', { name: 'Insert media' }).click();
  const url = page.getByLabel('Media URL');
  await url.fill(link);
  await url.press('Enter');
  await expect(page.getByText('This media URL is not supported.')).toHaveCount(0);
  await expect(
    dialog.getByRole('textbox', { name: /Article Content/ }).locator(`[data-oembed-url="${link}"]`),
  ).toBeVisible();
}

test.describe('articles management', () => {
  test('create a draft with CKEditor content, publish it, see it on /artikel, delete it', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `E2E Artikel ${crypto.randomBytes(3).toString('hex')}`;
    await signIn(page, OWNER.username, OWNER.password);
    try {
      await page.goto('/dashboard/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Articles Management' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Create: a draft by default.
      await page.getByRole('button', { name: 'New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Article' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Article Title wajib diisi.');

      await dialog.getByLabel('Article Title').fill(title);
      await dialog.getByLabel('Short Excerpt').fill('Ringkasan artikel uji end-to-end.');
      const tagsInput = dialog.getByRole('textbox', { name: 'Tags', exact: true });
      await tagsInput.fill('  E2E  ');
      await tagsInput.press('Enter');
      await tagsInput.fill('Uji');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await tagsInput.fill('e2e');
      await tagsInput.press('Enter');
      await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveText([
        'E2E×',
        'Uji×',
      ]);
      await dialog.getByRole('button', { name: 'Remove tag Uji' }).click();
      await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveText(['E2E×']);

      const editable = dialog.getByRole('textbox', { name: /Article Content/ });
      await expect(editable).toBeVisible({ timeout: 30_000 });
      // What is written there is Indonesian, and says so to a screen reader.
      await expect(editable).toHaveAttribute('lang', 'id');
      await expectNoSeriousAxeViolations(page);
      await editable.click();
      await page.keyboard.type('Teks biasa dan ');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('teks tebal');
      await page.keyboard.press('Control+B');
      await expect(editable.locator('strong')).toHaveText('teks tebal');

      // A tag typed but not added with Enter is taken when the editor moves on (to Save here), not dropped.
      await tagsInput.fill('Tertinggal');
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Gambar artikel wajib diisi: pilih file gambar, atau isi Google Drive image link di dashboard.',
      );
      await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveText([
        'E2E×',
        'Tertinggal×',
      ]);
      await expect(tagsInput).toHaveValue('');

      // An image uploaded through the editor's toolbar.
      const upload = dialog.locator('.ck-toolbar input[type=file]');
      await upload.setInputFiles({ name: 'e2e-content.png', mimeType: 'image/png', buffer: tinyPng(220, 60, 90, 16) });
      await expect(page.getByText(/^Image inserted: \S+/)).toBeVisible({ timeout: 15_000 });
      const contentImage = editable.locator('img');
      await expect(contentImage).toHaveAttribute('src', /\/uploads\//);
      const imageSrc = new URL((await contentImage.getAttribute('src'))!, 'http://x').pathname;

      const drive = dialog.getByLabel('Google Drive image link');
      await drive.fill('https://example.com/not-drive');
      const notDrive = 'Google Drive image link bukan link berbagi Google Drive yang valid.';
      await expect(dialog.getByTestId('drive-link-error')).toHaveText(notDrive);
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(dialog.getByTestId('article-form-error')).toHaveText(notDrive);
      await drive.fill(DRIVE_LINK);
      await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });

      await dialog.getByRole('tab', { name: 'Preview' }).click();
      await expect(dialog.getByTestId('article-preview').locator('strong')).toHaveText('teks tebal');
      await dialog.getByRole('tab', { name: 'Edit' }).click();

      await expect(dialog.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'false');
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeHidden();

      const card = page.getByTestId('managed-article').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByText('Draft', { exact: true })).toBeVisible();
      await page.getByRole('tab', { name: 'Drafts' }).click();
      await expect(card).toBeVisible();
      await page.getByRole('tab', { name: 'Published' }).click();
      await expect(card).toHaveCount(0);
      await page.getByRole('tab', { name: 'All' }).click();

      // A draft is not public.
      await page.goto('/artikel');
      await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      const publicSearch = await page.request.get(`/api/articles?q=${encodeURIComponent(title)}`);
      expect((await publicSearch.json()).meta.total).toBe(0);

      // Edit: publish it.
      await page.goto('/dashboard/articles');
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(title.toUpperCase());
      await expect(page.getByTestId('managed-article')).toHaveCount(1);
      await card.getByRole('button', { name: /^Edit/ }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Article' });
      await expect(editDialog.getByLabel('Article Title')).toHaveValue(title);
      await expect(editDialog.getByRole('textbox', { name: /Article Content/ }).locator('strong')).toHaveText(
        'teks tebal',
        { timeout: 30_000 },
      );
      await expect(editDialog.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
      await editDialog.getByRole('switch', { name: 'Published' }).click();
      await expect(editDialog.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
      // The save answers the saved article: the editor's copy of it is not asked for again, only the list is.
      const articleReads: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'GET' && /^\/api\/articles\/manage\/\d+$/.test(new URL(req.url()).pathname))
          articleReads.push(req.url());
      });
      await editDialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
      await expect(editDialog).toBeHidden();
      await expect(card.getByText('Published', { exact: true })).toBeVisible();
      expect(articleReads).toEqual([]);

      // Published: listed on /artikel, and its page shows the bold text and the uploaded image.
      await page.goto('/artikel');
      const link = page.getByRole('link', { name: new RegExp(title) }).first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('strong', { hasText: 'teks tebal' })).toBeVisible();
      await expect(page.locator(`img[src$="${imageSrc}"]`)).toBeVisible();

      // Delete, with confirmation.
      await page.goto('/dashboard/articles');
      await page
        .getByTestId('managed-article')
        .filter({ hasText: title })
        .getByRole('button', { name: /^Delete/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this article?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('managed-article').filter({ hasText: title })).toBeVisible();
      const deleteButton = page
        .getByTestId('managed-article')
        .filter({ hasText: title })
        .getByRole('button', { name: /^Delete/ });
      // A delete lost on the way (no reason from the server) says the spec's 'Error' / 'Failed to delete article'.
      const lose = (route: Route) =>
        route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.fallback();
      await page.route('**/api/articles/*', lose);
      await deleteButton.click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      const failed = page.locator('.Toastify__toast').filter({ hasText: 'Failed to delete article' });
      await expect(failed).toContainText('Error');
      await expect(page.getByTestId('managed-article').filter({ hasText: title })).toBeVisible();
      await page.unroute('**/api/articles/*', lose);
      await deleteButton.click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Article deleted successfully')).toBeVisible();
      await expect(page.getByTestId('managed-article').filter({ hasText: title })).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
      await expect(page.getByText('No articles found.')).toBeVisible();
      expect(
        (
          await page.request.get(`/api/articles/slug/${encodeURIComponent(title.toLowerCase().replace(/\s+/g, '-'))}`)
        ).status(),
      ).toBe(404);
    } finally {
      await deleteArticlesTitled(page.request, title);
    }
  });

  test('a Google Drive video link goes into the text through Insert media, as a YouTube link does', async ({
    page,
  }) => {
    const title = `E2E Sematan ${crypto.randomBytes(3).toString('hex')}`;
    const links = [`${DRIVE_LINK}?usp=sharing`, 'https://youtu.be/dQw4w9WgXcQ'];
    await signIn(page, OWNER.username, OWNER.password);
    try {
      const { dialog, editable } = await writeNewArticle(page);
      await page.keyboard.type('Dua video kegiatan.');
      await page.keyboard.press('Enter');
      for (const link of links) {
        await insertMedia(page, dialog, link);
        // Enter on the selected embed opens a paragraph after it (the next insert would otherwise replace it).
        await page.keyboard.press('Enter');
        await page.keyboard.type('Sesudah video.');
      }
      for (const link of links) await expect(editable.locator(`[data-oembed-url="${link}"]`)).toBeVisible();
      // A link the pages could not play is refused where it is pasted, not dropped by the save.
      await dialog.getByRole('button', { name: 'Insert media' }).click();
      const mediaUrl = page.getByLabel('Media URL');
      await mediaUrl.fill('https://vimeo.com/76979871');
      await mediaUrl.press('Enter');
      await expect(page.getByText('This media URL is not supported.')).toBeVisible();
      await page.getByRole('dialog', { name: 'Media embed' }).getByRole('button', { name: 'Cancel' }).click();
      await expect(editable.locator('[data-oembed-url*="vimeo"]')).toHaveCount(0);
      // Saved, both embeds are kept as written (the pages play them).
      await dialog.getByLabel('Article Title').fill(title);
      await dialog.getByLabel('Short Excerpt').fill('Dua video tersemat.');
      await dialog.getByLabel('Google Drive image link').fill(DRIVE_LINK);
      await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });
      const [saved] = (await (
        await page.request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`)
      ).json()) as {
        id: number;
      }[];
      const { content } = (await (await page.request.get(`/api/articles/manage/${saved.id}`)).json()) as {
        content: string;
      };
      for (const link of links) expect(content).toContain(`<oembed url="${link.replace('&', '&amp;')}">`);
    } finally {
      await deleteArticlesTitled(page.request, title);
    }
  });

  test('Save while a picture in the text is still uploading waits for it: the saved text has the picture', async ({
    page,
  }) => {
    const title = `E2E Gambar Lambat ${crypto.randomBytes(3).toString('hex')}`;
    await signIn(page, OWNER.username, OWNER.password);
    try {
      const { dialog, editable } = await writeNewArticle(page);
      await page.keyboard.type('Teks dengan gambar.');
      await dialog.getByLabel('Article Title').fill(title);
      await dialog.getByLabel('Short Excerpt').fill('Gambarnya diunggah lewat koneksi lambat.');
      await dialog.getByLabel('Google Drive image link').fill(DRIVE_LINK);
      await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });
      // The picture's upload is slow: held back until the test lets it reach the server.
      const { release: arrive } = await holdRequests(page, '**/api/upload/content-image');
      await dialog
        .locator('.ck-toolbar input[type=file]')
        .setInputFiles({ name: 'lambat.png', mimeType: 'image/png', buffer: tinyPng(30, 120, 200, 16) });

      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(dialog.getByTestId('article-form-error')).toHaveText(
        'Gambar di teks masih diunggah. Tunggu sampai selesai, lalu simpan.',
      );
      await expect(dialog).toBeVisible();

      arrive();
      await expect(editable.locator('img')).toHaveAttribute('src', /\/uploads\//, { timeout: 15_000 });
      await expect(dialog.getByTestId('article-form-error')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });
      const [saved] = (await (
        await page.request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`)
      ).json()) as { id: number }[];
      const stored = (await (await page.request.get(`/api/articles/manage/${saved.id}`)).json()) as { content: string };
      expect(stored.content).toMatch(/<img[^>]+src="[^"]*\/uploads\//);
    } finally {
      await deleteArticlesTitled(page.request, title);
    }
  });

  test('an article that is only a video is saved and plays on its page', async ({ page }) => {
    const title = `E2E Hanya Video ${crypto.randomBytes(3).toString('hex')}`;
    const link = 'https://youtu.be/dQw4w9WgXcQ';
    await signIn(page, OWNER.username, OWNER.password);
    try {
      const { dialog } = await writeNewArticle(page);
      await insertMedia(page, dialog, link);
      await dialog.getByLabel('Article Title').fill(title);
      await dialog.getByLabel('Short Excerpt').fill('Dokumentasi dalam satu video.');
      await dialog.getByLabel('Google Drive image link').fill(DRIVE_LINK);
      await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });
      await dialog.getByRole('switch', { name: 'Published' }).click();
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });
      const [saved] = (await (
        await page.request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`)
      ).json()) as { id: number; slug: string }[];
      await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>pemutar</title>' }),
      );
      await page.goto(`/artikel/${saved.id}/${saved.slug}`);
      await expect(
        page.getByRole('main').locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
      ).toHaveAttribute('title', 'Video YouTube');
    } finally {
      await deleteArticlesTitled(page.request, title);
    }
  });

  test('a save over a version changed in /admin meanwhile is refused, and the /admin change stays', async ({
    page,
    baseURL,
  }) => {
    const title = `E2E Bersamaan ${crypto.randomBytes(3).toString('hex')}`;
    await signIn(page, OWNER.username, OWNER.password);
    const created = await page.request.post('/api/articles', {
      multipart: {
        title,
        excerpt: 'Versi awal.',
        content: '<p>Isi awal.</p>',
        published: 'false',
        gdriveUrl: DRIVE_LINK,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
    try {
      await page.goto('/dashboard/articles');
      await page
        .getByTestId('managed-article')
        .filter({ hasText: title })
        .getByRole('button', { name: /^Edit/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      await expect(dialog.getByRole('textbox', { name: /Article Content/ })).toContainText('Isi awal.', {
        timeout: 30_000,
      });
      // Meanwhile another editor changes the excerpt in /admin.
      await editInAdmin(admin, 'api::articles.article', ['title', title], { excerpt: 'Diubah di /admin.' });
      // The dashboard's editor saves its own change: refused, said, and the form keeps what was typed.
      await dialog.getByLabel('Article Title').fill(`${title} baru`);
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText(/sudah diubah di tempat lain/)).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByLabel('Article Title')).toHaveValue(`${title} baru`);
      const [stored] = (await (
        await page.request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`)
      ).json()) as {
        title: string;
        excerpt: string;
      }[];
      expect(stored).toMatchObject({ title, excerpt: 'Diubah di /admin.' });
    } finally {
      await admin.dispose();
      await deleteArticlesTitled(page.request, title);
      await deleteArticlesTitled(page.request, `${title} baru`);
    }
  });

  test("a role with only 'dashboard.view' and 'articles.view' sees no 'New Article'", async ({ page, baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
    const suffix = crypto.randomBytes(3).toString('hex');
    const username = `viewer_${suffix}`;
    try {
      const login = await admin.post('/admin/login', { data: ADMIN });
      expect(login.ok(), await login.text()).toBe(true);
      const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
      const role = await admin.post('/content-manager/collection-types/api::roles.role', {
        headers,
        data: {
          name: `viewer_${suffix}`,
          displayName: `Viewer ${suffix}`,
          level: 8,
          permissions: ['dashboard.view', 'articles.view'],
        },
      });
      expect(role.ok(), await role.text()).toBe(true);
      await addStaffAccount(
        admin,
        baseURL,
        { username, password: 'Viewer-Pass-123', name: `Viewer ${suffix}` },
        `viewer_${suffix}`,
      );
    } finally {
      await admin.dispose();
    }

    await signIn(page, username, 'Viewer-Pass-123');
    await page.goto('/dashboard/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles Management' })).toBeVisible();
    await expect(page.getByText('No articles found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Article' })).toHaveCount(0);
  });

  test('a division head publishes their own article and takes it back to draft', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const suffix = crypto.randomBytes(3).toString('hex');
    const account = { username: `kadiv_${suffix}`, password: 'Kadiv-Pass-123', name: `Kadiv ${suffix}` };
    const api = await playwrightRequest.newContext({ baseURL });
    await addStaffAccount(api, baseURL, account, 'division_head').finally(() => api.dispose());
    await signIn(page, account.username, account.password);
    // Their draft (writing one in the editor is the journey above).
    const title = `Kabar Divisi ${suffix}`;
    const created = await page.request.post('/api/articles', {
      multipart: {
        title,
        excerpt: 'Kabar dari divisi.',
        content: '<p>Isi kabar.</p>',
        published: 'false',
        gdriveUrl: DRIVE_LINK,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/dashboard/articles');
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    const saved = page.getByText('Article updated successfully');
    const saveWithSwitch = async (published: boolean) => {
      // The previous save's toast has gone, so the one this save expects is its own.
      await expect(saved).toHaveCount(0, { timeout: 15_000 });
      await card.getByRole('button', { name: /^Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      await expect(dialog.getByRole('textbox', { name: /Article Content/ })).toContainText('Isi kabar.', {
        timeout: 30_000,
      });
      const toggle = dialog.getByRole('switch', { name: 'Published' });
      await expect(toggle).toBeEnabled();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(published));
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(saved).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toBeHidden();
      await expect(card.getByText(published ? 'Published' : 'Draft', { exact: true })).toBeVisible();
    };
    try {
      await saveWithSwitch(true);
      expect(
        (await page.request.get(`/api/articles?q=${encodeURIComponent(title)}`).then((r) => r.json())).meta.total,
      ).toBe(1);
      await saveWithSwitch(false);
      expect(
        (await page.request.get(`/api/articles?q=${encodeURIComponent(title)}`).then((r) => r.json())).meta.total,
      ).toBe(0);
    } finally {
      await deleteArticlesTitled(page.request, title);
    }
  });

  test('on a phone, Save Article with something missing takes the editor to it, field after field', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, OWNER.username, OWNER.password);
    const { dialog, editable } = await writeNewArticle(page);
    const save = dialog.getByRole('button', { name: 'Save Article' });
    const message = dialog.getByTestId('article-form-error');

    await save.click();
    const title = dialog.getByLabel('Article Title');
    await expect(message).toHaveText('Article Title wajib diisi.');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Article Title wajib diisi.');

    await title.fill('Judul tanpa ringkasan');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    const excerpt = dialog.getByLabel('Short Excerpt');
    await expect(message).toHaveText('Short Excerpt wajib diisi.');
    await expect(excerpt).toBeFocused();
    await expect(excerpt).toBeInViewport();

    await excerpt.fill('Ringkasan singkat.');
    // The text is checked in the Preview tab too: the editor comes back to be written in.
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await save.click();
    await expect(message).toHaveText('Article Content wajib diisi.');
    await expect(editable).toBeFocused();
    await expect(editable).toBeInViewport();

    await page.keyboard.type('Isi artikel.');
    await save.click();
    const drive = dialog.getByLabel('Google Drive image link');
    await expect(message).toHaveText(
      'Gambar artikel wajib diisi: pilih file gambar, atau isi Google Drive image link di dashboard.',
    );
    await expect(drive).toBeFocused();
    await expect(drive).toBeInViewport();
    // …and marked with the message, as the title and the text are.
    await expect(drive).toHaveAttribute('aria-invalid', 'true');
    await expect(drive).toHaveAccessibleDescription(/Gambar artikel wajib diisi/);

    // A tag as long as one may be, in one word, stays inside the form.
    const tags = dialog.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.fill('x'.repeat(ARTICLE_TAG_MAX_LENGTH));
    await tags.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Selected tags' });
    const [chipBox, listBox] = [(await chips.getByRole('listitem').boundingBox())!, (await chips.boundingBox())!];
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
  });

  test('the form does not move while its editor arrives: Save Article stays where the editor reaches for it', async ({
    page,
  }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    // A slow connection: the editor's own code arrives after the form is up.
    const editorCode = await holdRequests(page, /ckeditor-field[^/]*\.js$/);
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    const save = dialog.getByRole('button', { name: 'Save Article' });
    await editorCode.arrived;
    await expect(dialog.getByText('Memuat editor...')).toBeVisible();
    await save.scrollIntoViewIfNeeded();
    const before = await save.boundingBox();
    await page.evaluate(() => {
      const w = window as unknown as { __moved: number[] };
      w.__moved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__moved.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    editorCode.release();
    // Ready: the editor has given its text area its height.
    const editable = dialog.getByRole('textbox', { name: /Article Content/ });
    await expect(editable).toHaveCSS('height', '500px', { timeout: 30_000 });
    expect(await save.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __moved: number[] }).__moved), 'layout shifts').toEqual(
      [],
    );
    // Nor does looking at the Preview and going back to writing (measured from the tabs: a click scrolls to them).
    const belowTabs = async () =>
      (await save.boundingBox())!.y -
      (await dialog.getByRole('tablist', { name: 'Article Content view' }).boundingBox())!.y;
    const writing = await belowTabs();
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('article-preview')).toBeVisible();
    expect(await belowTabs()).toBe(writing);
    await dialog.getByRole('tab', { name: 'Edit' }).click();
    await expect(editable).toBeVisible();
    expect(await belowTabs()).toBe(writing);
  });

  test('a thumbnail the site does not store (an SVG) is refused at the field when chosen, not at Save', async ({
    page,
  }) => {
    await signIn(page, OWNER.username, OWNER.password);
    const { dialog } = await writeNewArticle(page);
    await dialog.getByRole('radio', { name: 'Upload image' }).check();
    const picker = dialog.getByLabel('Image file');
    await picker.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(picker).toHaveAccessibleDescription('Please choose an image file.');
    await expect(dialog.getByRole('img', { name: 'Selected thumbnail' })).toHaveCount(0);
  });

  test("an article's picture that no longer loads shows the placeholder, in the list and in the editor", async ({
    page,
  }) => {
    // A demo article, whose picture is an upload (others' tests add articles with Drive pictures meanwhile).
    const articles = (await (await page.request.get('/api/articles')).json()) as Array<{
      title: string;
      image: string;
    }>;
    const { title } = articles.find((article) => article.image.startsWith('/uploads/demo/'))!;
    await page.route('**/uploads/**', (route) => route.abort());
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await expect(page.getByTestId('managed-article')).toHaveCount(1);
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await expect(card.locator('img')).toHaveAttribute('src', '/images/placeholder-article.svg');
    await card.getByRole('button', { name: /^Edit/ }).click();
    const thumbnail = page
      .getByRole('dialog', { name: 'Edit Article' })
      .getByRole('img', { name: 'Current thumbnail' });
    await expect(thumbnail).toHaveAttribute('src', '/images/placeholder-article.svg');
  });

  test('mobile: 6 cards per page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    await expect(page.getByTestId('managed-article')).toHaveCount(6);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('managed-article')).toHaveCount(9);
  });

  test('a search typed on page 2 shows its first page, and the list is never asked for page 2 of it', async ({
    page,
  }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    await page.getByRole('button', { name: 'Halaman 2' }).click();
    const cards = page.getByTestId('managed-article');
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    const title = (await cards.first().getByRole('heading').textContent())!;
    const searched: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/articles/manage' && url.searchParams.get('q')) searched.push(url.search);
    });

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(title);
    expect(searched.length, 'the list asked for with the words').toBeGreaterThan(0);
    expect(searched.filter((search) => search.includes('page=2'))).toEqual([]);
  });

  test('the list left for another page — tab, page, search — is there again after Back and after a reload', async ({
    page,
  }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/dashboard/articles');
    const published = page.getByRole('tab', { name: 'Published' });
    const secondPage = page.getByRole('button', { name: 'Halaman 2' });
    const cards = page.getByTestId('managed-article');
    await published.click();
    await secondPage.click();
    await expect(secondPage).toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Library' }).click();
    await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();
    await page.goBack();
    await expect(published).toHaveAttribute('aria-selected', 'true');
    await expect(secondPage).toHaveAttribute('aria-current', 'page');

    const title = (await cards.first().getByRole('heading').textContent())!;
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(title);
    await expect(published).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(title);
  });
});
