import crypto from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { ADMIN, addStaffAccount, cmsUrl, OWNER } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { storedArticle } from './support/articles';

const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;
const WRITER_PERMISSIONS = [
  'dashboard.view',
  'dashboard.activities',
  'articles.view',
  'articles.create',
  'articles.edit',
];

/** A custom role that writes articles but may not publish them (made in the admin panel), and an account with it. */
async function writerAccount(baseURL: string | undefined) {
  const suffix = crypto.randomBytes(3).toString('hex');
  const account = { username: `penulis_${suffix}`, password: 'Penulis-Pass-123', name: `Penulis ${suffix}` };
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const login = await admin.post('/admin/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const role = await admin.post('/content-manager/collection-types/api::roles.role', {
      headers: { Authorization: `Bearer ${(await login.json()).data.token}` },
      data: { name: `writer_${suffix}`, displayName: `Penulis ${suffix}`, level: 8, permissions: WRITER_PERMISSIONS },
    });
    expect(role.ok(), await role.text()).toBe(true);
    await addStaffAccount(admin, baseURL, account, `writer_${suffix}`);
  } finally {
    await admin.dispose();
  }
  return { ...account, suffix };
}

/** The signed-in writer's draft titled `title`, written through the site's /api as the dashboard writes it. */
async function writeDraft(page: Page, title: string, extra: Record<string, string> = {}) {
  const created = await page.request.post('/api/articles', {
    multipart: {
      title,
      excerpt: 'Tulisan penulis.',
      content: '<p>Isi tulisan.</p>',
      published: 'false',
      gdriveUrl: DRIVE_LINK,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Opens the editor of the article titled `title` from its card and waits for its content. */
async function openEditor(page: Page, title: string) {
  await page.getByTestId('managed-article').filter({ hasText: title }).getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('textbox', { name: /Article Content/ })).toContainText('Isi tulisan.', {
    timeout: 30_000,
  });
  return dialog;
}

test('a writer without the publishing right asks for publication; a publisher publishes it from the bell; the writer takes it back to draft', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const writer = await writerAccount(baseURL);
  const title = `Mohon Terbit ${writer.suffix}`;
  await signIn(page, writer.username, writer.password);
  await writeDraft(page, title);
  const publisherContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL ?? '').origin },
  });
  const publisher = await publisherContext.newPage();
  try {
    // The writer: the switch stays off for them, so they ask.
    await page.goto('/dashboard/articles');
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    let dialog = await openEditor(page, title);
    await expect(dialog.getByRole('switch', { name: 'Published' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ajukan terbit' }).click();
    await expect(page.getByText('Artikel diajukan untuk terbit. Menunggu persetujuan.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Menunggu persetujuan', { exact: true })).toBeVisible();
    dialog = await openEditor(page, title);
    await expect(dialog.getByTestId('article-review-status')).toContainText('Menunggu persetujuan');
    await expect(dialog.getByRole('button', { name: 'Ajukan terbit' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The publisher: the request is in their bell and leads to the article, which they publish.
    await signIn(publisher, OWNER.username, OWNER.password);
    await publisher.getByRole('button', { name: 'Notifikasi (ada yang baru)' }).click();
    const request = publisher
      .getByRole('region', { name: 'Notifikasi terbaru' })
      .getByRole('link', { name: new RegExp(`Artikel diajukan untuk terbit.*${title}`) });
    await expect(request).toContainText(`oleh ${writer.name}`);
    await expectNoSeriousAxeViolations(publisher);
    await request.click();
    await expect(publisher).toHaveURL(/\/dashboard\/articles/);
    const editor = publisher.getByRole('dialog', { name: 'Edit Article' });
    await expect(editor.getByLabel('Article Title')).toHaveValue(title, { timeout: 30_000 });
    await expect(editor.getByTestId('article-review-status')).toContainText('Menunggu persetujuan');
    // Taking the request back is its writer's: the publisher publishes it or leaves it.
    await expect(editor.getByRole('button', { name: 'Batalkan pengajuan' })).toHaveCount(0);
    await editor.getByRole('switch', { name: 'Published' }).click();
    await editor.getByRole('button', { name: 'Save Article' }).click();
    await expect(publisher.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(
      publisher.getByTestId('managed-article').filter({ hasText: title }).getByText('Published', { exact: true }),
    ).toBeVisible();
    expect(
      (await page.request.get(`/api/articles?q=${encodeURIComponent(title)}`).then((r) => r.json())).meta.total,
    ).toBe(1);

    // The writer: their article is on the site; they take it back to draft without the publishing right.
    await page.reload();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    dialog = await openEditor(page, title);
    const toggle = dialog.getByRole('switch', { name: 'Published' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    expect(
      (await page.request.get(`/api/articles?q=${encodeURIComponent(title)}`).then((r) => r.json())).meta.total,
    ).toBe(0);
  } finally {
    await publisherContext.close();
    await deleteAsOwner(page.request, 'articles', title);
  }
});

test('a writer takes back their request before anyone publishes it, with what they edited, and may ask again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const writer = await writerAccount(baseURL);
  const title = `Batal Terbit ${writer.suffix}`;
  await signIn(page, writer.username, writer.password);
  await writeDraft(page, title, { submitForReview: 'true' });
  try {
    await page.goto('/dashboard/articles');
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await expect(card.getByText('Menunggu persetujuan', { exact: true })).toBeVisible();
    let dialog = await openEditor(page, title);
    const status = dialog.getByTestId('article-review-status');
    await expect(status).toContainText('Menunggu persetujuan');
    await expect(dialog.getByRole('button', { name: 'Ajukan terbit' })).toHaveCount(0);
    await dialog.getByLabel('Short Excerpt').fill('Tulisan penulis, masih direvisi.');
    await expectNoSeriousAxeViolations(page);
    await status.getByRole('button', { name: 'Batalkan pengajuan' }).click();
    await expect(page.getByText('Pengajuan terbit dibatalkan. Artikel kembali menjadi draf.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('Menunggu persetujuan', { exact: true })).toHaveCount(0);
    await expect(card).toContainText('Tulisan penulis, masih direvisi.');

    // Not waiting any more: the editor offers to ask again (the feed's entry: article-submission.api.test.ts).
    dialog = await openEditor(page, title);
    await expect(dialog.getByTestId('article-review-status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ajukan terbit' }).click();
    await expect(page.getByText('Artikel diajukan untuk terbit. Menunggu persetujuan.')).toBeVisible();
    await expect(card.getByText('Menunggu persetujuan', { exact: true })).toBeVisible();
  } finally {
    await deleteAsOwner(page.request, 'articles', title);
  }
});

test('a writer whose article a publisher scheduled may cancel the schedule, not move it', async ({
  page,
  request,
  baseURL,
}) => {
  const writer = await writerAccount(baseURL);
  const title = `Jadwal Penulis ${writer.suffix}`;
  await signIn(page, writer.username, writer.password);
  await writeDraft(page, title);
  try {
    // A publisher schedules it for next week.
    await request.post('/api/auth/login', { data: OWNER });
    const { id } = await storedArticle(request, title);
    const scheduled = await request.put(`/api/articles/${id}`, {
      multipart: {
        title,
        excerpt: 'Tulisan penulis.',
        content: '<p>Isi tulisan.</p>',
        published: 'false',
        scheduledAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      },
    });
    expect(scheduled.ok(), await scheduled.text()).toBe(true);

    await page.goto('/dashboard/articles');
    const dialog = await openEditor(page, title);
    const schedule = dialog.getByRole('checkbox', { name: 'Jadwalkan' });
    await expect(schedule).toBeChecked();
    await expect(dialog.getByLabel('Waktu terbit')).toBeDisabled();
    await schedule.uncheck();
    // Changed their mind: the stored schedule may come back as it was, but not move.
    await schedule.check();
    await expect(dialog.getByLabel('Waktu terbit')).toBeDisabled();
    await schedule.uncheck();
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
    const after = await storedArticle(request, title);
    expect([after.scheduledAt, after.published]).toEqual([null, false]);
  } finally {
    await deleteAsOwner(request, 'articles', title);
  }
});
