import crypto from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { ADMIN, cmsUrl } from './support/accounts';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';

const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;

/** Opens the dashboard editor of the article titled `title` (searching for it first). */
async function openEditor(page: Page, title: string) {
  await page.goto('/dashboard/articles');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
  await expect(page.getByTestId('managed-article')).toHaveCount(1);
  await page.getByTestId('managed-article').getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByLabel('Article Title')).toHaveValue(title);
  return dialog;
}

/** One save in the editor: the given fields replaced, then Save Article. */
async function editAndSave(page: Page, title: string, change: { title?: string; excerpt?: string; text?: string }) {
  const dialog = await openEditor(page, title);
  if (change.title) await dialog.getByLabel('Article Title').fill(change.title);
  if (change.excerpt) await dialog.getByLabel('Short Excerpt').fill(change.excerpt);
  if (change.text) {
    const editable = dialog.getByRole('textbox', { name: /Article Content/ });
    await expect(editable).toBeVisible({ timeout: 30_000 });
    await editable.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(change.text);
    await expect(editable).toContainText(change.text);
  }
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('Article updated successfully').last()).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
}

test('article history: three edits, compare, restore the first version, the site shows it', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const first = { title: `Riwayat Awal ${suffix}`, text: 'Kucing oranye tidur di atas meja perpustakaan.' };
  await signIn(page);
  const form = new FormData();
  form.append('title', first.title);
  form.append('excerpt', 'Ringkasan versi pertama.');
  form.append('content', `<h2>Pembuka</h2><p>${first.text}</p>`);
  form.append('published', 'true');
  form.append('tags', '["Riwayat"]');
  form.append('gdriveUrl', DRIVE_LINK);
  const created = await page.request.post('/api/articles', { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const thirdTitle = `Riwayat Ketiga ${suffix}`;
  try {
    await editAndSave(page, first.title, { text: 'Anjing hitam berlari di lapangan kampus.' });
    await editAndSave(page, first.title, { excerpt: 'Ringkasan versi ketiga.' });
    await editAndSave(page, first.title, { title: thirdTitle, text: 'Burung biru bernyanyi di pagi hari.' });

    // The history: the creation and three edits, newest first.
    let dialog = await openEditor(page, thirdTitle);
    await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Riwayat artikel' });
    const entries = history.getByTestId('revision-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Judul, Isi diubah');
    await expect(entries.nth(1)).toContainText('Ringkasan diubah');
    await expect(entries.nth(3)).toContainText('Versi pertama');
    // Saves a few seconds apart are told apart: each says its second too ('7 Desember 2026, 08.26.41').
    await expect(entries.locator('time')).toHaveText(Array(4).fill(/, \d{2}\.\d{2}\.\d{2}$/));

    // The first version against the current one: words and fields, no markup.
    await entries.nth(3).click();
    const detail = history.getByTestId('revision-detail');
    await expect(detail.getByRole('heading', { name: first.title })).toBeVisible();
    const words = detail.getByTestId('revision-content-diff');
    await expect(words.locator('del')).toContainText(['Kucing oranye tidur']);
    await expect(words.locator('ins')).toContainText(['Burung biru bernyanyi']);
    await expect(words).not.toContainText('<p>');
    await expect(detail.getByTestId('revision-field-changes')).toContainText(`Judul${first.title} → ${thirdTitle}`);
    await page.screenshot({ path: 'test-results/article-revisions-desktop.png' });
    await expectNoSeriousAxeViolations(page);
    await detail.getByRole('tab', { name: 'Isi versi ini' }).click();
    await expect(detail.getByTestId('revision-content')).toContainText(first.text);

    // Restore it.
    await detail.getByRole('button', { name: 'Pulihkan versi ini' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pulihkan versi ini?' });
    await confirm.getByRole('button', { name: 'Pulihkan', exact: true }).click();
    await expect(history).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText(/^Versi \d.* dipulihkan$/)).toBeVisible();
    await expect(dialog.getByLabel('Article Title')).toHaveValue(first.title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The public page shows the restored version.
    await page.goto(`/artikel/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(first.text)).toBeVisible();

    // The restore is itself in the history, at a phone's width too.
    await page.setViewportSize({ width: 375, height: 812 });
    dialog = await openEditor(page, first.title);
    await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
    await expect(entries).toHaveCount(5);
    // It names the version it brought back, by the time that one was saved.
    const restoredAt = await entries.nth(4).locator('time').textContent();
    await expect(entries.nth(0)).toContainText(`Versi ${restoredAt} dipulihkan`);
    await entries.nth(1).click();
    await expect(entries.first()).toBeHidden();
    await expect(history.getByTestId('revision-content-diff')).toBeVisible();
    await page.screenshot({ path: 'test-results/article-revisions-phone.png' });
    await history.getByRole('button', { name: '← Daftar versi' }).click();
    await expect(entries.first()).toBeVisible();
  } finally {
    await page.request.delete(`/api/articles/${id}`);
  }
});

test('restoring a version saved as a draft brings back its text and leaves the live article on the site', async ({
  page,
}) => {
  const title = `Riwayat Status ${crypto.randomBytes(3).toString('hex')}`;
  await signIn(page);
  const fields = { title, excerpt: 'Ringkasan.', content: '<p>Teks waktu masih draf.</p>' };
  const created = await page.request.post('/api/articles', {
    multipart: { ...fields, published: 'false', gdriveUrl: DRIVE_LINK },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const live = await page.request.put(`/api/articles/${id}`, {
      multipart: { ...fields, content: '<p>Teks yang terbit.</p>', published: 'true' },
    });
    expect(live.ok(), await live.text()).toBe(true);

    const dialog = await openEditor(page, title);
    await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Riwayat artikel' });
    await history.getByTestId('revision-entry').last().click();
    await history.getByTestId('revision-detail').getByRole('button', { name: 'Pulihkan versi ini' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pulihkan versi ini?' });
    await expect(confirm).toContainText('Status terbit artikel tidak berubah.');
    await confirm.getByRole('button', { name: 'Pulihkan', exact: true }).click();
    await expect(history).toBeHidden({ timeout: 15_000 });
    await expect(dialog.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');

    await page.goto(`/artikel/${id}`);
    await expect(page.getByText('Teks waktu masih draf.')).toBeVisible();
  } finally {
    await page.request.delete(`/api/articles/${id}`);
  }
});

test('restoring a version whose picture was deleted since keeps the picture the article has, and says so', async ({
  page,
  baseURL,
}) => {
  const title = `Riwayat Gambar ${crypto.randomBytes(3).toString('hex')}`;
  await signIn(page);
  const first = await publishArticleWithUpload(page.request, {
    title,
    excerpt: 'Ringkasan.',
    content: '<p>Teks pertama.</p>',
    picture: { name: 'gambar-lama.png', rgb: [200, 40, 40] },
  });
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const changed = await page.request.put(`/api/articles/${first.id}`, {
      multipart: { title, excerpt: 'Ringkasan.', content: '<p>Teks kedua.</p>', gdriveUrl: DRIVE_LINK },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    // An editor clears out the Media Library: the first picture, shown by no article now, is deleted.
    const login = await admin.post('/admin/login', { data: ADMIN });
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const files = await admin.get(`/upload/files?filters[url][$eq]=${encodeURIComponent(first.image)}`, { headers });
    const [file] = ((await files.json()) as { results: Array<{ id: number }> }).results;
    expect((await admin.delete(`/upload/files/${file.id}`, { headers })).ok()).toBe(true);

    const dialog = await openEditor(page, title);
    await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Riwayat artikel' });
    await history.getByTestId('revision-entry').last().click();
    await history.getByTestId('revision-detail').getByRole('button', { name: 'Pulihkan versi ini' }).click();
    await page
      .getByRole('dialog', { name: 'Pulihkan versi ini?' })
      .getByRole('button', { name: 'Pulihkan', exact: true })
      .click();
    await expect(page.locator('.Toastify__toast')).toContainText(
      'Gambar versi itu sudah dihapus dari Media Library, jadi gambar artikel yang sekarang dipertahankan.',
    );
    const restored = (await (await page.request.get(`/api/articles/manage/${first.id}`)).json()) as {
      content: string;
      image: string;
    };
    expect(restored.content).toBe('<p>Teks pertama.</p>');
    expect(restored.image).not.toBe(first.image);
  } finally {
    await admin.dispose();
    await page.request.delete(`/api/articles/${first.id}`);
  }
});

test('an article from before the history (seeded) keeps its earlier version at its first edit; a removed picture shows as one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // A demo article nobody has saved since the site was seeded: no history yet.
  const managed = (await (await page.request.get('/api/articles/manage')).json()) as Array<{
    id: number;
    title: string;
  }>;
  let seeded: { id: number; title: string } | undefined;
  for (const candidate of managed) {
    const revisions = (await (await page.request.get(`/api/articles/manage/${candidate.id}/revisions`)).json()) as {
      data: unknown[];
    };
    if (revisions.data.length === 0) {
      seeded = candidate;
      break;
    }
  }
  expect(seeded, 'a seeded article without history').toBeDefined();
  const original = (await (await page.request.get(`/api/articles/manage/${seeded!.id}`)).json()) as {
    content: string;
  };
  await editAndSave(page, seeded!.title, { text: 'Teks baru yang menggantikan semuanya.' });
  let dialog = await openEditor(page, seeded!.title);
  await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
  let history = page.getByRole('dialog', { name: 'Riwayat artikel' });
  await expect(history.getByTestId('revision-entry')).toHaveCount(2);
  await expect(history.getByTestId('revision-entry').nth(1)).toContainText('Versi pertama');
  await history.getByTestId('revision-entry').nth(1).click();
  await history.getByTestId('revision-detail').getByRole('button', { name: 'Pulihkan versi ini' }).click();
  await page
    .getByRole('dialog', { name: 'Pulihkan versi ini?' })
    .getByRole('button', { name: 'Pulihkan', exact: true })
    .click();
  await expect(history).toBeHidden({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const restored = (await (await page.request.get(`/api/articles/manage/${seeded!.id}`)).json()) as { content: string };
  expect(restored.content).toBe(original.content);

  // A picture in the content, then an edit that drops it: the earlier version shows the picture as removed.
  const title = `Riwayat Gambar ${crypto.randomBytes(3).toString('hex')}`;
  const article = await publishArticleWithUpload(page.request, {
    title,
    excerpt: 'Artikel dengan gambar di isinya.',
    content: '<p>Pembuka.</p>',
    picture: { name: 'riwayat.png', rgb: [30, 120, 200] },
  });
  const withPicture = `<p>Pembuka.</p><figure class="image"><img src="${new URL(article.image, 'http://site.invalid').pathname}" alt="Foto kegiatan riwayat"></figure>`;
  const put = await page.request.put(`/api/articles/${article.id}`, {
    multipart: {
      title,
      excerpt: 'Artikel dengan gambar di isinya.',
      content: withPicture,
      published: 'true',
      tags: '["Uji"]',
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  // The editor deletes the picture: a click selects it, Delete removes it.
  dialog = await openEditor(page, title);
  const picture = dialog
    .getByRole('textbox', { name: /Article Content/ })
    .getByRole('img', { name: 'Foto kegiatan riwayat' });
  await picture.click();
  await page.keyboard.press('Delete');
  await expect(picture).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('Article updated successfully').last()).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  dialog = await openEditor(page, title);
  await dialog.getByRole('button', { name: 'Riwayat', exact: true }).click();
  history = page.getByRole('dialog', { name: 'Riwayat artikel' });
  await history.getByTestId('revision-entry').nth(1).click();
  const media = history.getByTestId('revision-media-changes');
  await expect(media).toContainText('Gambar dihapus');
  await expect(media.getByRole('img', { name: 'Foto kegiatan riwayat' })).toBeVisible();
  await page.screenshot({ path: 'test-results/article-revisions-picture-removed.png' });
  await deleteAsOwner(page.request, 'articles', title);
});

test('an article changed elsewhere after the editor was closed opens again as changed, and saves', async ({ page }) => {
  await signIn(page);
  const title = `Dibuka Lagi ${crypto.randomBytes(3).toString('hex')}`;
  try {
    const article = await publishArticleWithUpload(page.request, {
      title,
      excerpt: 'Ringkasan pertama.',
      content: '<p>Isi pertama.</p>',
      picture: { name: 'dibuka-lagi.png', rgb: [90, 30, 160] },
    });
    let dialog = await openEditor(page, title);
    await expect(dialog.getByLabel('Short Excerpt')).toHaveValue('Ringkasan pertama.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A colleague saves a new excerpt meanwhile (in the same minute: the editor's copy is still cached).
    const put = await page.request.put(`/api/articles/${article.id}`, {
      multipart: {
        title,
        excerpt: 'Ringkasan dari rekan.',
        content: '<p>Isi pertama.</p>',
        published: 'true',
        tags: '["Uji"]',
      },
    });
    expect(put.ok(), await put.text()).toBe(true);

    await page.getByTestId('managed-article').getByRole('button', { name: /^Edit/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(dialog.getByLabel('Short Excerpt')).toHaveValue('Ringkasan dari rekan.');
    await dialog.getByLabel('Article Title').fill(`${title} (lanjut)`);
    await dialog.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
  } finally {
    await deleteAsOwner(page.request, 'articles', `${title} (lanjut)`);
    await deleteAsOwner(page.request, 'articles', title);
  }
});
