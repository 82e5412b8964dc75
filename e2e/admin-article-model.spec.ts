import crypto from 'node:crypto';
import { ARTICLE_TAG_MAX_LENGTH, ARTICLE_TAGS_MAX } from '@hmti/contract';
import { expect, test, type Page } from './support/test';
import { tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import {
  chooseNewCover,
  createEditor,
  EDITOR_PASSWORD,
  openNewArticle,
  pickNewFromMediaLibrary,
  saveInAdmin,
  signInToAdmin,
} from './support/admin-panel';
import { storedArticle } from './support/articles';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';

/**
 * One article model for both doors: what an Editor-role account writes in /admin (slug, tags, cover) is what the
 * dashboard and the site show, and /admin's preview shows a draft as visitors will see it once published.
 */

/** Fills what every new article needs but the cover (the form is open and empty). */
async function writeArticle(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(/^Excerpt/).fill('Ditulis di panel admin.');
  const content = page.getByTestId('rich-editor-content').locator('.ck-editor__editable');
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.type(`Isi ${title}.`);
}

const tagsInput = (page: Page) => page.getByRole('textbox', { name: 'Tags', exact: true });
const chips = (page: Page) => page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem');

test('in /admin the slug is made from the title when left empty, tags are chips, and a cover chosen there is the picture the dashboard shows', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const title = `Model Satu Artikel ${suffix}`;
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    await openNewArticle(page);
    await writeArticle(page, title);
    await expect(page.getByLabel(/^Slug/)).toHaveValue('');

    // Tags as chips: Enter adds one (trimmed, never twice), its button takes it out again.
    for (const typed of ['Kegiatan', '  Teknologi  ', 'kegiatan', 'Sementara']) {
      await tagsInput(page).fill(typed);
      await tagsInput(page).press('Enter');
    }
    await expect(chips(page)).toHaveText(['Kegiatan×', 'Teknologi×', 'Sementara×']);
    await page.getByRole('button', { name: 'Remove tag Sementara' }).click();
    await expect(chips(page)).toHaveText(['Kegiatan×', 'Teknologi×']);

    const cover = await chooseNewCover(page, { name: `sampul-${suffix}.png`, buffer: tinyPng(30, 140, 90, 48) });
    await saveInAdmin(page);
    // The saved entry shows the slug the server made from the title.
    await expect(page.getByLabel(/^Slug/)).toHaveValue(`model-satu-artikel-${suffix}`);

    await signIn(page);
    const stored = await storedArticle(page.request, title);
    expect(stored).toMatchObject({
      slug: `model-satu-artikel-${suffix}`,
      tags: ['Kegiatan', 'Teknologi'],
      image: cover,
    });

    // The dashboard's list and editor show the picture chosen in /admin, not the placeholder.
    await page.goto('/dashboard/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await expect(page.getByTestId('managed-article')).toHaveCount(1);
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await expect(card.locator('img').first()).toHaveAttribute('src', cover);
    await card.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(dialog.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', cover);
    // An uploaded picture: the field offers to upload another.
    await expect(dialog.getByRole('radio', { name: 'Upload image' })).toBeChecked();
    await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveText([
      'Kegiatan×',
      'Teknologi×',
    ]);
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});

test("a picture inserted from the Media Library in /admin's editor (uploaded there) is in the article as stored", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const title = `Gambar dari Pustaka ${suffix}`;
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    await openNewArticle(page);
    await writeArticle(page, title);
    const field = page.getByTestId('rich-editor-content');
    // At this width the toolbar keeps the picture button among its further items.
    await field.getByRole('button', { name: 'Show more items' }).click();
    const inserted = await pickNewFromMediaLibrary(
      page,
      page.getByRole('button', { name: 'Insert from Media Library' }),
      { name: `isi-${suffix}.png`, buffer: tinyPng(90, 30, 140, 48) },
      { tick: true },
    );
    await expect(field.locator('.ck-editor__editable img')).toHaveAttribute('src', inserted);
    await chooseNewCover(page, { name: `sampul-isi-${suffix}.png`, buffer: tinyPng(30, 90, 140, 48) });
    await saveInAdmin(page);

    await signIn(page);
    const stored = await storedArticle(page.request, title);
    expect(stored.content).toContain(`src="${inserted}"`);
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});

test("/admin's tag chips keep the dashboard's limits: at most the contract's number of tags, each of bounded length", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    await openNewArticle(page);
    await expect(
      page.getByText(`At most ${ARTICLE_TAGS_MAX} tags of ${ARTICLE_TAG_MAX_LENGTH} characters each`),
    ).toBeVisible();
    await expect(tagsInput(page)).toHaveAttribute('maxlength', String(ARTICLE_TAG_MAX_LENGTH));
    for (let i = 1; i <= ARTICLE_TAGS_MAX + 1; i += 1) {
      await tagsInput(page).fill(`tag${i}`);
      await tagsInput(page).press('Enter');
    }
    await expect(chips(page)).toHaveCount(ARTICLE_TAGS_MAX);
    await expect(chips(page).last()).toHaveText(`tag${ARTICLE_TAGS_MAX}×`);
  } finally {
    await editor.remove();
  }
});

test('Open preview in /admin shows a draft as visitors will see it; without the preview link the site does not show it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const title = `Pratinjau Draf ${suffix}`;
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    await openNewArticle(page);
    await writeArticle(page, title);
    await chooseNewCover(page, { name: `pratinjau-${suffix}.png`, buffer: tinyPng(200, 120, 30, 48) });
    await saveInAdmin(page);

    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.frameLocator('iframe[title="Preview"]');
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText(`Isi ${title}.`)).toBeVisible();
    await expect(frame.getByText('Pratinjau: artikel ini belum dipublikasikan')).toBeVisible();

    // The same address without its preview token, in a browser that is nobody's: the draft is not there.
    const previewUrl = new URL((await page.locator('iframe[title="Preview"]').getAttribute('src'))!, page.url());
    expect(previewUrl.searchParams.get('preview')).toBeTruthy();
    const visitor = await browser.newPage();
    try {
      await visitor.goto(previewUrl.pathname);
      await expect(visitor.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});
