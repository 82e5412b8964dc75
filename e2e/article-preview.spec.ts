import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { publishArticleWithUpload } from './support/articles';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';

/** The editor's Preview shows an article's body in the typography its readers see on the public page. */

const TITLE = `E2E Pratinjau Tipografi ${crypto.randomBytes(3).toString('hex')}`;
const EXCERPT = 'Pratinjau sama dengan halaman publik.';

/** The title and one element of each kind the body may hold, found by its text on both pages. */
const ELEMENTS: { name: string; find: (scope: Locator) => Locator }[] = [
  { name: 'title', find: (s) => s.getByRole('heading', { name: TITLE, exact: true }) },
  { name: 'h2', find: (s) => s.getByRole('heading', { level: 2, name: 'Bagian pertama' }) },
  { name: 'h3', find: (s) => s.getByRole('heading', { level: 3, name: 'Sub bagian' }) },
  { name: 'p', find: (s) => s.locator('p', { hasText: 'Paragraf pembuka' }) },
  { name: 'a', find: (s) => s.getByRole('link', { name: 'tautan' }) },
  { name: 'ul', find: (s) => s.locator('ul', { hasText: 'Butir satu' }) },
  { name: 'li', find: (s) => s.locator('li', { hasText: 'Butir satu' }) },
  { name: 'ol', find: (s) => s.locator('ol', { hasText: 'Langkah satu' }) },
  { name: 'blockquote', find: (s) => s.locator('blockquote', { hasText: 'Kutipan' }) },
  { name: 'code', find: (s) => s.locator('code', { hasText: 'kode()' }) },
  { name: 'table', find: (s) => s.locator('table', { hasText: 'Sel' }) },
  { name: 'th', find: (s) => s.locator('th', { hasText: 'Kepala' }) },
  { name: 'td', find: (s) => s.locator('td', { hasText: 'Sel' }) },
  { name: 'figure', find: (s) => s.locator('figure', { hasText: 'Keterangan foto' }) },
  { name: 'img', find: (s) => s.getByRole('img', { name: 'Foto isi' }) },
  { name: 'figcaption', find: (s) => s.locator('figcaption', { hasText: 'Keterangan foto' }) },
];

const PROPERTIES = [
  'font-size',
  'line-height',
  'font-weight',
  'font-style',
  'font-family',
  'color',
  'margin-top',
  'margin-bottom',
  'padding-left',
  'padding-top',
  'border-left-width',
  'border-left-color',
  'border-top-left-radius',
  'background-color',
  'list-style-type',
  'text-decoration-line',
  'text-align',
  'display',
] as const;

async function stylesOf(scope: Locator) {
  // A pointer left over a link would show its hover colour.
  await scope.page().mouse.move(0, 0);
  const styles: Record<string, Record<string, string>> = {};
  for (const { name, find } of ELEMENTS) {
    const element = find(scope);
    await expect(element, name).toHaveCount(1);
    styles[name] = await element.evaluate((node, properties) => {
      const computed = getComputedStyle(node);
      return Object.fromEntries(properties.map((property) => [property, computed.getPropertyValue(property)]));
    }, PROPERTIES);
  }
  return styles;
}

let articlePath = '';

test.beforeAll(async ({ request }) => {
  const article = await publishArticleWithUpload(request, {
    title: TITLE,
    excerpt: EXCERPT,
    content: '<p>Sementara.</p>',
    picture: { name: 'pratinjau.png', rgb: [200, 90, 40] },
  });
  articlePath = `/artikel/${article.id}/${article.slug}`;
  const picture = new URL(article.image, 'http://site.invalid').pathname;
  const content = [
    '<h2>Bagian pertama</h2>',
    '<p>Paragraf pembuka dengan <a href="https://example.com">tautan</a> dan <code>kode()</code>.</p>',
    '<ul><li>Butir satu</li><li>Butir dua</li></ul>',
    '<ol><li>Langkah satu</li><li>Langkah dua</li></ol>',
    '<blockquote><p>Kutipan yang penting.</p></blockquote>',
    '<h3>Sub bagian</h3>',
    `<figure class="image"><img src="${picture}" alt="Foto isi"><figcaption>Keterangan foto</figcaption></figure>`,
    '<figure class="table"><table><thead><tr><th>Kepala</th></tr></thead><tbody><tr><td>Sel</td></tr></tbody></table></figure>',
  ].join('');
  const put = await request.put(`/api/articles/${article.id}`, {
    multipart: { title: TITLE, excerpt: EXCERPT, content, published: 'true', tags: '["Uji"]' },
  });
  expect(put.ok(), await put.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await deleteAsOwner(request, 'articles', TITLE);
});

async function previewStyles(page: Page) {
  await page.goto('/dashboard/articles');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(TITLE);
  await expect(page.getByTestId('managed-article')).toHaveCount(1);
  await page.getByTestId('managed-article').getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByLabel('Article Title')).toHaveValue(TITLE);
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('article-preview');
  await expect(preview.getByRole('img', { name: 'Foto isi' })).toBeVisible();
  return { preview, styles: await stylesOf(preview) };
}

async function publicStyles(page: Page) {
  await page.goto(articlePath);
  const article = page.locator('main article');
  await expect(article.getByRole('img', { name: 'Foto isi' })).toBeVisible();
  return { article, styles: await stylesOf(article) };
}

for (const width of [390, 1366]) {
  test(`the editor's preview shows the title and body as the public page does (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 2000 });
    await signIn(page);
    const editor = await previewStyles(page);
    await editor.preview.screenshot({ path: `test-results/article-preview-editor-${width}.png` });
    const reader = await publicStyles(page);
    await reader.article.screenshot({ path: `test-results/article-preview-public-${width}.png` });
    expect(editor.styles).toEqual(reader.styles);
  });
}
