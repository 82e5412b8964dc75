import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { DRIVE_IDS, tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import { ADMIN } from './support/accounts';
import {
  chooseNewCover,
  createEditor,
  EDITOR_PASSWORD,
  openContentManager,
  openNewArticle,
  saveInAdmin,
  signInToAdmin,
} from './support/admin-panel';
import { storedArticle } from './support/articles';
import { deleteAsOwner } from './support/cleanup';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

test('an Editor-role admin writes an article in /admin with CKEditor (heading + bold), publishes it, /artikel shows it formatted and the activity log names the editor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Artikel dari Admin ${stamp}`;
  const editor = await createEditor(request);
  try {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password').fill(EDITOR_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);

    await openNewArticle(page);
    await page.getByLabel('Title').fill(title);
    // Typed as a person types it: the site makes it an address (no pattern to satisfy first).
    await page.getByLabel(/^Slug/).fill(`Artikel Dari Admin ${stamp}!`);
    await page.getByLabel(/^Excerpt/).fill('Ditulis lewat panel admin.');
    // Every article has a picture, whichever door writes it.
    await chooseNewCover(page, { name: 'sampul-admin.png', buffer: tinyPng(60, 100, 180, 32) });

    const content = page.getByTestId('rich-editor-content').locator('.ck-editor__editable');
    await expect(content).toBeVisible();
    await content.click();
    await page.getByTestId('rich-editor-content').getByRole('button', { name: 'Heading' }).click();
    await page.getByRole('menuitemradio', { name: 'Heading 1' }).click();
    await page.keyboard.type('Bagian Pertama');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Teks biasa dan ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('teks tebal');
    await expect(content.locator('h2')).toHaveText('Bagian Pertama');
    await expect(content.locator('strong')).toContainText('teks tebal');

    await page.getByRole('checkbox', { name: /^Published/ }).click();
    await saveInAdmin(page);

    await page.goto('/artikel');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/artikel-dari-admin-${stamp}$`));
    const body = page.locator('article');
    await expect(body.locator('h2', { hasText: 'Bagian Pertama' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'teks tebal' })).toBeVisible();

    // The owner's dashboard lists the publication under the editor's name, marked as an admin-panel account.
    await signIn(page);
    await page.getByRole('button', { name: 'Lihat Selengkapnya' }).click();
    const entry = page
      .getByRole('dialog', { name: 'Semua Aktivitas' })
      .getByRole('listitem')
      .filter({ hasText: 'Artikel dipublikasikan' })
      .filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`oleh ${editor.name} (admin panel)`);
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});

// ---------------------------------------------------------------------------------------------------------------
// One editor for both doors: what the dashboard's CKEditor writes, the /admin CKEditor keeps, and the other way round.

const DRIVE_THUMBNAIL = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;
const PIXEL = `data:image/png;base64,${tinyPng(40, 120, 200, 4).toString('base64')}`;

/**
 * Content with every element the server's sanitiser keeps (cms/src/lib/sanitize-rich-text.ts, the contract's
 * RICH_TEXT_TAGS and RICH_TEXT_EMBED_TAGS) and the attributes, classes and styles it keeps on them, as a person gets
 * it into an editor by pasting. "Penanda" is the paragraph a test types its word into.
 */
const EVERY_ALLOWED_ELEMENT = [
  '<h1 id="judul-satu">Judul satu</h1>',
  '<h2 style="text-align:center;">Judul dua</h2>',
  '<h3>Judul tiga</h3>',
  '<h4>Judul empat</h4>',
  '<h5>Judul lima</h5>',
  '<h6>Judul enam</h6>',
  '<p>Penanda</p>',
  '<p style="text-align:center;">Tengah <strong>tebal</strong> <b>b</b> <em>miring</em> <i>i</i> <u>garis</u> ' +
    '<s>coret</s> <del cite="https://example.com/a" datetime="2026-01-01">hapus</del> ' +
    '<ins cite="https://example.com/b" datetime="2026-01-02">sisip</ins> H<sub>2</sub>O x<sup>2</sup> ' +
    '<mark>tanda</mark> <small>kecil</small> <code>kode()</code> <kbd>Ctrl</kbd> <samp>keluaran</samp> ' +
    '<q cite="https://example.com/q">kutip</q> <cite>Sumber</cite> <abbr lang="en">HTML</abbr> ' +
    '<span class="text-big" style="color:#c0392b;">merah besar</span> ' +
    '<a href="https://example.com/tautan" target="_blank" rel="noopener noreferrer">tautan luar</a> ' +
    '<a href="mailto:hmti@example.com">surel</a><br>baris baru</p>',
  '<hr>',
  '<blockquote><p>Kutipan panjang</p></blockquote>',
  '<ul><li>satu</li><li>dua<ul><li>dua-satu</li></ul></li></ul>',
  '<ol start="3" reversed><li>tiga</li><li>dua</li></ol>',
  '<dl><dt>Istilah</dt><dd>Artinya</dd></dl>',
  '<pre><code class="language-javascript">const x = 1;\nconsole.log(x);</code></pre>',
  '<figure class="table"><table><thead><tr><th>Kolom A</th><th>Kolom B</th></tr></thead>' +
    '<tbody><tr><td colspan="2">gabung</td></tr><tr><td>a</td><td style="background-color:#eeeeee;">b</td></tr></tbody>' +
    '<tfoot><tr><td>kaki a</td><td>kaki b</td></tr></tfoot></table></figure>',
  '<table><caption>Tabel berketerangan</caption><colgroup><col span="2"></colgroup>' +
    '<tbody><tr><td>c</td><td>d</td></tr></tbody></table>',
  `<figure class="image image-style-side"><img src="${PIXEL}" alt="Gambar samping"><figcaption>Keterangan samping</figcaption></figure>`,
  `<figure class="image"><picture><source srcset="/uploads/picture-source.png" type="image/png"><img src="${PIXEL}" alt="Gambar picture"></picture></figure>`,
  `<p>Gambar sebaris <img src="${PIXEL}" alt="ikon" width="4" height="4"> di teks.</p>`,
  '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe>',
  '<div lang="id">Blok div</div>',
].join('');

/**
 * Elements a round trip must keep, beside being equal: each selector matches in the stored content. What CKEditor 5
 * writes in its own form is looked for in that form: <b> and <em> become <strong> and <i>, <del> becomes <s> (the
 * strikethrough; its cite and datetime go), a table's <caption> becomes the table figure's <figcaption>. A <colgroup>
 * is not kept (CKEditor keeps one only with column resizing, whose classes the sanitiser does not keep).
 */
const MUST_KEEP = [
  'h1#judul-satu',
  'h2[style*="text-align"]',
  'h5',
  'h6',
  'p[style*="text-align"]',
  'strong',
  'u',
  's',
  'ins[cite]',
  'sub',
  'sup',
  'mark',
  'small',
  'kbd',
  'samp',
  'q[cite]',
  'cite',
  'abbr',
  'span.text-big[style*="color"]',
  'a[href="https://example.com/tautan"][target="_blank"]',
  'a[href^="mailto:"]',
  'br',
  'hr',
  'blockquote',
  'ul li ul li',
  'ol[start="3"][reversed]',
  'dl dt',
  'dl dd',
  'pre code.language-javascript',
  'figure.table table thead th',
  'td[colspan="2"]',
  'td[style*="background-color"]',
  'tfoot td',
  'figure.table > figcaption',
  'figure.image.image-style-side img[alt="Gambar samping"]',
  'figure.image figcaption',
  'picture source[srcset]',
  'img[alt="ikon"]',
  'figure.media oembed[url*="youtube.com"]',
  'iframe[src^="https://www.youtube-nocookie.com/embed/"]',
  'div[lang="id"]',
  // The picture uploaded in the editor, with the caption and text alternative typed there.
  'figure.image img[src*="/uploads/"][alt="Teks alternatif unggahan"]',
];

/** The stored HTML as a list of lines (element with sorted attributes, classes and styles; text), the typed words left out. */
const structureOf = (page: Page, html: string) =>
  page.evaluate((source) => {
    const lines: string[] = [];
    const normalise = (attribute: Attr) => {
      if (attribute.name === 'class') return `class=${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}`;
      if (attribute.name === 'style')
        return `style=${attribute.value
          .split(';')
          .map((part) => part.trim().replace(/\s*:\s*/, ':'))
          .filter(Boolean)
          .sort()
          .join(';')}`;
      return `${attribute.name}=${attribute.value}`;
    };
    const walk = (node: Node, depth: number) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) {
          const text = (child.textContent ?? '').replace(/[\s\u00a0]*kata\d+/g, '').trim();
          if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
        } else if (child instanceof Element) {
          const attributes = Array.from(child.attributes).map(normalise).sort();
          lines.push(`${'  '.repeat(depth)}<${child.localName}${attributes.map((a) => ` ${a}`).join('')}>`);
          walk(child, depth + 1);
        }
      }
    };
    walk(new DOMParser().parseFromString(source, 'text/html').body, 0);
    return lines;
  }, html);

const missingFrom = (page: Page, html: string) =>
  page.evaluate(
    ({ source, selectors }) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return selectors.filter((selector) => !doc.querySelector(selector));
    },
    { source: html, selectors: MUST_KEEP },
  );

/** Puts HTML into a CKEditor as pasting does (through the editor's own data pipeline). */
const pasteInto = (editable: Locator, html: string) =>
  editable.evaluate((element, source) => {
    const editor = (element as HTMLElement & { ckeditorInstance: { setData(data: string): void } }).ckeditorInstance;
    editor.setData(source);
  }, html);

/** Uploads a picture with the editor's own toolbar button, then gives it a caption and a text alternative. */
async function uploadPictureWithCaption(page: Page, scope: Locator, editable: Locator) {
  await editable.locator('p', { hasText: /^Penanda/ }).click();
  await page.keyboard.press('End');
  // A narrow toolbar keeps its last items under "Show more items".
  const more = scope.getByRole('button', { name: 'Show more items' });
  if (await more.isVisible()) await more.click();
  await scope
    .locator('.ck-toolbar input[type=file]')
    .setInputFiles({ name: 'unggahan.png', mimeType: 'image/png', buffer: tinyPng(90, 160, 60, 16) });
  const uploaded = editable.locator('figure.image img[src*="/uploads/"]');
  await expect(uploaded).toBeVisible({ timeout: 20_000 });
  await uploaded.click();
  await page.getByRole('button', { name: 'Toggle caption on' }).click();
  await page.keyboard.type('Keterangan unggahan');
  await uploaded.click();
  await page.getByRole('button', { name: 'Change image text alternative' }).click();
  await page.getByLabel('Text alternative').fill('Teks alternatif unggahan');
  await page.keyboard.press('Enter');
  await expect(uploaded).toHaveAttribute('alt', 'Teks alternatif unggahan');
  await expect(editable.locator('figcaption', { hasText: 'Keterangan unggahan' })).toBeVisible();
}

/** Types a word at the end of the "Penanda" paragraph. */
async function typeWord(page: Page, editable: Locator, word: string) {
  const marker = editable.locator('p', { hasText: /^Penanda/ });
  await expect(marker).toBeVisible({ timeout: 30_000 });
  await marker.click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${word}`);
  await expect(marker).toContainText(word);
}

/** Opens the article in /admin's Content Manager (found by its title), types a word and saves. */
async function editInAdmin(page: Page, title: string, word: string) {
  const row = page.getByRole('gridcell', { name: title, exact: true });
  await openContentManager(page, 'api::articles.article', row);
  await row.click();
  const field = page.getByTestId('rich-editor-content');
  const editable = field.locator('.ck-editor__editable');
  await typeWord(page, editable, word);
  await saveInAdmin(page);
}

/** Opens the article in the dashboard's editor, types a word, gives it a (Drive) thumbnail and saves. */
async function editInDashboard(page: Page, title: string, word: string) {
  await page.goto('/dashboard/articles');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
  // The list the search narrows to this article: before it arrives, the card stands among the others (its buttons
  // lower in a taller row), and a click as the list changes lands where its button was.
  await expect(page.getByTestId('managed-article')).toHaveCount(1);
  const card = page.getByTestId('managed-article').filter({ hasText: title });
  await card.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  const editable = dialog.getByRole('textbox', { name: /Article Content/ });
  await typeWord(page, editable, word);
  // An article written in /admin may have no cover yet; the dashboard's save needs one. (One uploaded in /admin opens
  // on "Upload image".)
  await dialog.getByRole('radio', { name: 'Google Drive link' }).check();
  await dialog.getByLabel('Google Drive image link').fill(DRIVE_THUMBNAIL);
  await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });
  const saved = page.waitForResponse(
    (res) => /^\/api\/articles\/\d+$/.test(new URL(res.url()).pathname) && res.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  const answer = await saved;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
}

test("on a slow connection, /admin's article form says its editor is loading, never that the field is unsupported", async ({
  page,
}) => {
  // CKEditor is the admin's largest download; it is held back here until the form has been looked at.
  const { release } = await holdRequests(page, /\/html-editor-[\w-]+\.js$/);
  await signInToAdmin(page, ADMIN.email, ADMIN.password);
  await openNewArticle(page);

  const content = page.getByTestId('rich-editor-content');
  await expect(content.getByRole('status')).toHaveText('Loading the editor…');
  await expect(page.getByPlaceholder(/Unsupported field type/)).toHaveCount(0);

  release();
  await expect(content.locator('.ck-editor__editable')).toBeEditable({ timeout: 30_000 });
  await expect(content.getByRole('status')).toHaveCount(0);
});

test.describe('one CKEditor for the dashboard and /admin', () => {
  test.setTimeout(240_000);

  test('written in the dashboard (picture uploaded there, every allowed element), edited in /admin, edited in the dashboard: nothing is lost', async ({
    page,
    request,
  }) => {
    const title = `Bolak-balik dasbor ${crypto.randomBytes(3).toString('hex')}`;
    const editor = await createEditor(request);
    try {
      await signIn(page);
      await page.goto('/dashboard/articles');
      await page.getByRole('button', { name: 'New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Article' });
      await dialog.getByLabel('Article Title').fill(title);
      await dialog.getByLabel('Short Excerpt').fill('Ditulis di dasbor.');
      await dialog.getByLabel('Google Drive image link').fill(DRIVE_THUMBNAIL);
      await expect(dialog.getByTestId('drive-link-valid')).toBeVisible({ timeout: 10_000 });
      const editable = dialog.getByRole('textbox', { name: /Article Content/ });
      await expect(editable).toBeVisible({ timeout: 30_000 });
      await pasteInto(editable, EVERY_ALLOWED_ELEMENT);
      await uploadPictureWithCaption(page, dialog, editable);
      await dialog.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('Article created successfully')).toBeVisible({ timeout: 15_000 });

      const written = await storedArticle(page.request, title);
      expect.soft(await missingFrom(page, written.content), 'kept by the dashboard').toEqual([]);
      const expected = await structureOf(page, written.content);

      await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
      await editInAdmin(page, title, 'kata1');
      const afterAdmin = await storedArticle(page.request, title);
      expect(afterAdmin.content).toContain('kata1');
      expect.soft(await missingFrom(page, afterAdmin.content), 'kept by /admin').toEqual([]);
      expect(await structureOf(page, afterAdmin.content), 'after the /admin edit').toEqual(expected);

      await editInDashboard(page, title, 'kata2');
      const afterDashboard = await storedArticle(page.request, title);
      expect(afterDashboard.content).toContain('kata2');
      expect(await structureOf(page, afterDashboard.content), 'after the dashboard edit').toEqual(expected);
    } finally {
      await deleteAsOwner(request, 'articles', title);
      await editor.remove();
    }
  });

  test('written in /admin (picture uploaded there through the admin upload, every allowed element), edited in the dashboard, edited in /admin: nothing is lost', async ({
    page,
    request,
  }) => {
    const title = `Bolak-balik admin ${crypto.randomBytes(3).toString('hex')}`;
    const editor = await createEditor(request);
    try {
      await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
      await openNewArticle(page);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel(/^Slug/).fill(title.toLowerCase().replace(/\s+/g, '-'));
      await page.getByLabel(/^Excerpt/).fill('Ditulis di panel admin.');
      await chooseNewCover(page, { name: 'sampul-bolak-balik.png', buffer: tinyPng(180, 60, 100, 32) });
      const field = page.getByTestId('rich-editor-content');
      const editable = field.locator('.ck-editor__editable');
      await expect(editable).toBeVisible();
      await expect(editable).toHaveAttribute('lang', 'id');
      await pasteInto(editable, EVERY_ALLOWED_ELEMENT);
      const adminUpload = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/upload' && res.request().method() === 'POST',
      );
      await uploadPictureWithCaption(page, field, editable);
      expect((await adminUpload).status()).toBe(201);
      await saveInAdmin(page);

      await signIn(page);
      const written = await storedArticle(page.request, title);
      expect.soft(await missingFrom(page, written.content), 'kept by /admin').toEqual([]);
      const expected = await structureOf(page, written.content);

      await editInDashboard(page, title, 'kata1');
      const afterDashboard = await storedArticle(page.request, title);
      expect(afterDashboard.content).toContain('kata1');
      expect.soft(await missingFrom(page, afterDashboard.content), 'kept by the dashboard').toEqual([]);
      expect(await structureOf(page, afterDashboard.content), 'after the dashboard edit').toEqual(expected);

      await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
      await editInAdmin(page, title, 'kata2');
      const afterAdmin = await storedArticle(page.request, title);
      expect(afterAdmin.content).toContain('kata2');
      expect(await structureOf(page, afterAdmin.content), 'after the /admin edit').toEqual(expected);
    } finally {
      await deleteAsOwner(request, 'articles', title);
      await editor.remove();
    }
  });
});

test("a stale /admin form does not save over a colleague's dashboard save: /admin says why and shows the colleague's version, on which the change made again saves", async ({
  page,
  request,
}) => {
  const title = `Dua penyunting ${crypto.randomBytes(3).toString('hex')}`;
  const editor = await createEditor(request);
  try {
    await signIn(page);
    const form = {
      title,
      excerpt: 'Ringkasan awal.',
      content: '<p>Isi awal.</p>',
      published: 'false',
      tags: '["Uji"]',
    };
    const created = await page.request.post('/api/articles', { multipart: { ...form, gdriveUrl: DRIVE_THUMBNAIL } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // The editor opens it in /admin…
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    const row = page.getByRole('gridcell', { name: title, exact: true });
    await openContentManager(page, 'api::articles.article', row);
    await row.click();
    const excerpt = page.getByLabel('Excerpt');
    await expect(excerpt).toBeEditable({ timeout: 30_000 });
    // …while a colleague saves it in the dashboard.
    const colleague = await page.request.put(`/api/articles/${id}`, {
      multipart: { ...form, excerpt: 'Ringkasan dari dasbor.' },
    });
    expect(colleague.status(), await colleague.text()).toBe(200);

    await excerpt.fill('Ringkasan dari /admin yang basi.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/sudah diubah di tempat lain.*Formulir kini memuat versi terbaru/).first()).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    const kept = (await storedArticle(page.request, title)) as { excerpt?: string };
    expect(kept.excerpt).toBe('Ringkasan dari dasbor.');

    // The form now holds the colleague's version; the change made again on it saves.
    await expect(excerpt).toHaveValue('Ringkasan dari dasbor.', { timeout: 30_000 });
    await excerpt.fill('Ringkasan dari /admin.');
    await saveInAdmin(page);
    expect(((await storedArticle(page.request, title)) as { excerpt?: string }).excerpt).toBe('Ringkasan dari /admin.');
  } finally {
    await deleteAsOwner(request, 'articles', title);
    await editor.remove();
  }
});

test("a picture still shown on the site, deleted from a card's menu in /admin's Media Library, stays and the message says where to look", async ({
  page,
  request,
}) => {
  const items = (await (await request.get('/api/library')).json()) as Array<{ images: string[] }>;
  const name = items
    .flatMap((item) => item.images)
    .find((url) => url.startsWith('/uploads/'))!
    .split('/')
    .pop()!;
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    await page.goto('/admin/plugins/upload');
    await page.getByRole('searchbox', { name: 'Search for an asset' }).fill(name);
    const select = page.getByRole('checkbox', { name: `Select ${name}` });
    await expect(select).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('listitem').filter({ has: select }).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText(/^Penghapusan gagal\. File yang masih dipakai di situs tidak bisa dihapus/),
    ).toBeVisible();
    // Still in the library after a fresh look.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search for an asset' }).fill(name);
    await expect(select).toHaveCount(1, { timeout: 30_000 });
  } finally {
    await editor.remove();
  }
});

test("/admin's Media Library opened afresh offers an Editor its New button; a file over the upload limit is refused in the editors' language", async ({
  page,
  request,
}) => {
  const editor = await createEditor(request);
  try {
    await signInToAdmin(page, editor.email, EDITOR_PASSWORD);
    // Opened afresh (a reload, a bookmark): its "New" button waits for the Editor's permissions.
    await page.goto('/admin/plugins/upload');
    await page.reload();
    await page.getByRole('button', { name: 'New' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'File upload', exact: true }).click();
    // 11 MB: over the 10 MB this site allows by default (UPLOAD_MAX_MB).
    const big = Buffer.concat([tinyPng(200, 40, 40, 8), Buffer.alloc(11 * 1024 * 1024)]);
    await (await chooser).setFiles({ name: 'terlalu-besar.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText(/^File terlalu besar untuk diunggah\. Perkecil file itu/)).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await editor.remove();
  }
});

test('without mail configured, "Forgot password" in /admin says so and what to do, instead of pretending to send a link', async ({
  page,
}) => {
  await page.goto('/admin/auth/forgot-password');
  await page.getByRole('textbox', { name: /email/i }).fill(ADMIN.email);
  await page.getByRole('button', { name: /send email/i }).click();
  await expect(page.getByText(/Email belum diatur di situs ini/)).toBeVisible();
  await expect(page.getByText(/npm run admin:reset -- --email/)).toBeVisible();
});

test('a Super Admin names a role in /admin as in the dashboard: "Tim Dokumentasi" is saved as tim_dokumentasi', async ({
  page,
  request,
}) => {
  const suffix = crypto.randomBytes(3).toString('hex');
  await signInToAdmin(page, ADMIN.email, ADMIN.password);
  const code = page.getByLabel('Kode peran');
  await openContentManager(page, 'api::roles.role/create', code);
  await code.fill(`Tim Dokumentasi ${suffix}`);
  await page.getByLabel('Nama peran').fill(`Tim Dokumentasi ${suffix}`);
  await page.getByLabel('Level (1 = tertinggi)').fill('90');
  const answer = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/content-manager/collection-types/api::roles.role' &&
      res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
  const { documentId, name } = (await res.json()).data as { documentId: string; name: string };
  expect(name).toBe(`tim_dokumentasi_${suffix}`);
  const login = await request.post('/admin/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  await request.delete(`/content-manager/collection-types/api::roles.role/${documentId}`, { headers });
});
