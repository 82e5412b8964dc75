import crypto from 'node:crypto';
import { expect, request as playwrightRequest, test, type Frame, type Page, type Request } from './support/test';
import { DRIVE_IDS } from '../cms/tests/harness/fake-drive.mjs';
import { ADMIN, cmsUrl, newStaffAccount } from './support/accounts';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

/**
 * Staff journeys that used to lose work or leave people guessing: permissions loading, refused role
 * drags, role levels after a delete, system roles, the bell's dot, image pickers, and unsaved edits.
 */
test.use({ viewport: { width: 1366, height: 800 } });

/** Each role card's name and level, as the page shows them. */
const roleLevels = (page: Page) =>
  page
    .locator('[data-testid^="role-card-"]')
    .evaluateAll((cards) =>
      cards.map(
        (c) =>
          `${c.getAttribute('data-testid')?.replace('role-card-', '')}:${c.querySelector('[data-testid="role-level"]')?.textContent?.replace(/\D/g, '')}`,
      ),
    );

test('the library page says "Loading permissions..." while the permissions load', async ({ page }) => {
  await signIn(page);
  // The real answer, only later: the page must show that it is waiting.
  const { release } = await holdRequests(page, '**/api/auth/permissions');
  await page.goto('/dashboard/library');
  await expect(page.getByRole('status').filter({ hasText: 'Loading permissions...' })).toBeVisible();
  release();
  await expect(page.getByText('Loading permissions...')).toHaveCount(0, { timeout: 15_000 });
  await page.unroute('**/api/auth/permissions');
});

test('a refused role drag says why; deleting a role leaves no gap in the levels; system roles cannot be deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/dashboard/roles');
  await expect(page.getByTestId('role-card-admin')).toBeVisible();

  // The owner drags Admin above itself: refused with the server's message, nothing moves.
  const handle = page.getByRole('button', { name: 'Seret untuk mengubah level Admin' });
  const announcer = page.locator('[id^="rfd-announcement-"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('lifted an item in position 2');
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toContainText('to position 1');
  await page.keyboard.press('Space');
  const refusal = 'Anda tidak dapat memindahkan role ke level yang sama atau lebih tinggi dari level Anda.';
  await expect(page.locator('.Toastify__toast').filter({ hasText: refusal })).toContainText('Error');
  await expect(page.getByTestId('role-card-admin').getByTestId('role-level')).toHaveText('Level 2');

  // A role inserted at level 4 (the roles below move down one) and deleted again: every role is back at its level.
  const before = await roleLevels(page);
  const name = `e2esj_${crypto.randomBytes(3).toString('hex')}`;
  const created = await page.request.post('/api/roles/create-with-shift', {
    data: { name, displayName: `Sementara ${name}`, level: 4, permissions: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await expect(page.getByTestId(`role-card-${name}`)).toBeVisible();
  await page.getByRole('button', { name: `Hapus role Sementara ${name}` }).click();
  await page.getByRole('dialog', { name: 'Hapus Role' }).getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByText('Role berhasil dihapus')).toBeVisible();
  await expect(page.getByTestId(`role-card-${name}`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('role-card-admin')).toBeVisible();
  expect(await roleLevels(page)).toEqual(before);

  // System roles: the Hapus button cannot be used, and the card says why.
  const system = page.getByTestId('role-card-division_head');
  await expect(system.getByRole('button', { name: /Hapus/ })).toBeDisabled();
  await expect(system.getByText('Role sistem tidak dapat dihapus')).toBeVisible();
});

test('roles an operator numbered with gaps in /admin: dragging one down past the next puts it below that one', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  const login = await admin.post('/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const CM = '/content-manager/collection-types/api::roles.role';
  const suffix = crypto.randomBytes(3).toString('hex');
  const made: string[] = [];
  try {
    // Two roles at the bottom, far below the rest and apart from each other.
    for (const [key, level] of [
      ['atas', 90],
      ['bawah', 95],
    ] as const) {
      const role = await admin.post(CM, {
        headers,
        data: { name: `e2egap_${key}_${suffix}`, displayName: `Gap ${key} ${suffix}`, level, permissions: [] },
      });
      expect(role.ok(), await role.text()).toBe(true);
      made.push((await role.json()).data.documentId as string);
    }
    await signIn(page);
    await page.goto('/dashboard/roles');
    const upper = page.getByTestId(`role-card-e2egap_atas_${suffix}`);
    await expect(upper).toBeVisible();

    await page.getByRole('button', { name: `Seret untuk mengubah level Gap atas ${suffix}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByText('Posisi role berhasil diubah')).toBeVisible();

    await page.reload();
    const order = async () =>
      (await roleLevels(page)).filter((r) => r.includes(suffix)).map((r) => r.replace(`_${suffix}`, ''));
    await expect.poll(order).toEqual(['e2egap_bawah:94', 'e2egap_atas:95']);
  } finally {
    for (const id of made) await admin.delete(`${CM}/${id}`, { headers });
    await admin.dispose();
  }
});

test("the bell's red dot clears once seen, stays cleared after a reload, and returns for something new", async ({
  page,
}) => {
  await signIn(page);
  const log = async (title: string) =>
    expect(
      (
        await page.request.post('/api/dashboard/log-activity', { data: { type: 'content', action: 'update', title } })
      ).status(),
    ).toBe(200);
  // The bell of the page `load` opens has read both the newest activity and this user's seen mark. Only the answers to
  // that page's own requests count: the page before it polls the same activities, and its last poll may be answered
  // while the new page loads. A request made once the new document has replaced the old one is the new page's.
  const settled = async (load: () => Promise<unknown>) => {
    const own = new Set<Request>();
    let replaced = false;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) replaced = true;
    };
    const onRequest = (request: Request) => {
      if (replaced) own.add(request);
    };
    page.on('framenavigated', onNavigated);
    page.on('request', onRequest);
    const answered = (path: string) =>
      page.waitForResponse((r) => own.has(r.request()) && r.url().includes(path) && r.ok());
    const seen = answered('/api/dashboard/notifications/seen');
    const latest = answered('/api/dashboard/activities?limit=5');
    try {
      await load();
      await Promise.all([seen, latest]);
    } finally {
      page.off('framenavigated', onNavigated);
      page.off('request', onRequest);
    }
  };
  const bell = page.getByRole('button', { name: /^Notifikasi/ });
  const dot = page.getByTestId('notification-dot');

  await log(`Lonceng ${crypto.randomBytes(3).toString('hex')}`);
  await settled(() => page.reload());
  await expect(dot).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifikasi (ada yang baru)');
  const marked = page.waitForResponse(
    (r) => r.url().includes('/api/dashboard/notifications/seen') && r.request().method() === 'PUT',
  );
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifikasi terbaru' })).toBeVisible();
  await expect(dot).toHaveCount(0);
  expect((await marked).ok()).toBe(true);

  await settled(() => page.reload());
  await expect(bell).toHaveAccessibleName('Notifikasi');
  await expect(dot).toHaveCount(0);

  await log(`Lonceng baru ${crypto.randomBytes(3).toString('hex')}`);
  await settled(() => page.reload());
  await expect(dot).toBeVisible();
});

test('a Ketua Divisi is told which screens they can only view, and which permission changing them needs', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await newStaffAccount(baseURL, 'division_head', { prefix: 'e2eview' });
  await signIn(page, account.username, account.password);
  const note = page.getByRole('note').filter({ hasText: 'Anda hanya dapat melihat' });

  // Content: the stored texts without an Edit button, and why.
  await page.goto('/dashboard/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Konten Halaman Publik' })).toBeVisible();
  await expect(page.getByTestId('content-view')).toBeVisible();
  await expect(note).toHaveText(
    "Mode baca saja. Anda hanya dapat melihat halaman ini. Mengubahnya memerlukan izin 'Edit konten halaman publik'.",
  );
  await expect(page.getByRole('button', { name: 'Edit Konten' })).toHaveCount(0);

  // Organization: each tab names what changing it needs, with the labels the Roles screen shows.
  await page.goto('/dashboard/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Structure Management' })).toBeVisible();
  for (const [tab, needs] of [
    ['Members', "'Kelola anggota' atau 'Kelola periode'"],
    ['Positions', "'Kelola jabatan'"],
    ['Divisions', "'Buat divisi', 'Edit divisi' atau 'Hapus divisi'"],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(note, tab).toHaveText(
      `Mode baca saja. Anda hanya dapat melihat bagian ini. Mengubahnya memerlukan izin ${needs}.`,
    );
  }

  // The owner, who may change them, is told nothing of the sort.
  const ownerContext = await browser.newContext({ baseURL });
  try {
    const owner = await ownerContext.newPage();
    await signIn(owner);
    await owner.goto('/dashboard/content');
    await expect(owner.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
    await expect(owner.getByRole('note')).toHaveCount(0);
    await owner.goto('/dashboard/organization');
    await expect(owner.getByRole('button', { name: /Tambah|Add/ }).first()).toBeVisible();
    await expect(owner.getByRole('note')).toHaveCount(0);
  } finally {
    await ownerContext.close();
  }
});

test('image pickers offer only what the server accepts (no SVG, no BMP)', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/content');
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await page.getByRole('tab', { name: 'Hero' }).click();
  const pickers = page.locator('input[type="file"]');
  await expect(pickers.first()).toBeAttached();
  for (const accept of await pickers.evaluateAll((els) => els.map((el) => el.getAttribute('accept') ?? ''))) {
    expect(accept.split(',').sort()).toEqual(['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  }
});

test('Cancel in the article editor and Kembali/Batal in the content editor ask before discarding changes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const editor = page.getByRole('dialog', { name: 'Create New Article' });
  await editor.getByLabel('Article Title').fill('Judul yang hampir hilang');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
  await expect(editor.getByLabel('Article Title')).toHaveValue('Judul yang hampir hilang');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
  await expect(editor).toBeHidden();
  // Unchanged: closes at once.
  await page.getByRole('button', { name: 'New Article' }).click();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(ask).toHaveCount(0);

  await page.goto('/dashboard/content');
  await page.getByRole('button', { name: 'Edit Konten' }).click();
  await page.getByRole('tab', { name: 'Visi & Misi' }).click();
  await page.getByRole('textbox', { name: 'Visi & Misi' }).fill('Teks yang belum disimpan');
  for (const leave of ['Kembali', 'Batal']) {
    await page.getByRole('button', { name: leave, exact: true }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await expect(page.getByRole('textbox', { name: 'Visi & Misi' })).toHaveValue('Teks yang belum disimpan');
  }
  await page.getByRole('button', { name: 'Kembali', exact: true }).click();
  await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
  await expect(page.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
});

test('a session that ends mid-edit keeps the draft, offered back after signing in again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const title = `Draf sesi habis ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const editor = page.getByRole('dialog', { name: 'Create New Article' });
  await editor.getByLabel('Article Title').fill(title);
  await editor.getByLabel('Short Excerpt').fill('Ringkasan yang tidak boleh hilang');
  // The draft is kept 300 ms after the last change: one kept with the title alone (the excerpt typed later, on a busy
  // machine) is not yet the one offered back below, and the page leaving for /login drops a keep still waiting.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage).some(
          ([k, v]) => k.startsWith('hmti-draft:') && v.includes('Ringkasan yang tidak boleh hilang'),
        ),
      ),
    )
    .toBe(true);

  // The session ends elsewhere (signed out from another tab); the page notices and goes to /login.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });

  await signIn(page);
  const notice = page.getByRole('region', { name: 'Perubahan yang belum disimpan' });
  await notice.getByRole('link', { name: `Artikel baru: ${title}` }).click();
  await expect(editor).toBeVisible();
  const offer = editor.getByRole('region', { name: 'Draf yang belum disimpan' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Pulihkan Draf' }).click();
  await expect(editor.getByLabel('Article Title')).toHaveValue(title);
  await expect(editor.getByLabel('Short Excerpt')).toHaveValue('Ringkasan yang tidak boleh hilang');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Buang Perubahan' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hmti-draft:')))).toEqual([]);
});

test('what was typed just before leaving the page is in the draft offered back', async ({ page }) => {
  await signIn(page);
  const title = `Draf sebelum pergi ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const editor = page.getByRole('dialog', { name: 'Create New Article' });
  await editor.getByLabel('Article Title').fill(title);
  // The last change, and the page left at once (a link followed, the tab closed) before the draft's next keep.
  await editor.getByLabel('Short Excerpt').fill('Kalimat terakhir sebelum pergi');
  await page.goto('/dashboard');

  const notice = page.getByRole('region', { name: 'Perubahan yang belum disimpan' });
  await notice.getByRole('link', { name: `Artikel baru: ${title}` }).click();
  const offer = editor.getByRole('region', { name: 'Draf yang belum disimpan' });
  await offer.getByRole('button', { name: 'Pulihkan Draf' }).click();
  await expect(editor.getByLabel('Short Excerpt')).toHaveValue('Kalimat terakhir sebelum pergi');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Buang Perubahan' }).click();
  await expect(editor).toBeHidden();
});

test('an edit undone before leaving leaves no draft behind to be offered back', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const editor = page.getByRole('dialog', { name: 'Create New Article' });
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hmti-draft:')));
  // A letter typed is kept as a draft; typed away again, the form is as it started, and nothing is unsaved.
  await editor.getByLabel('Article Title').fill('X');
  await expect.poll(drafts).toHaveLength(1);
  await editor.getByLabel('Article Title').fill('');
  await expect.poll(drafts).toEqual([]);
  // Cancel closes without asking, and neither the dashboard nor the editor offers the undone letter back.
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Perubahan yang belum disimpan' })).toHaveCount(0);
  await page.goto('/dashboard/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  await expect(editor.getByLabel('Article Title')).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Draf yang belum disimpan' })).toHaveCount(0);
});

test('a draft restored over an article changed since keeps those changes and brings back only what the draft changed', async ({
  page,
}) => {
  await signIn(page);
  const title = `Draf lama ${crypto.randomBytes(3).toString('hex')}`;
  const fields = { title, excerpt: 'Ringkasan awal.', content: '<p>Isi awal.</p>' };
  const created = await page.request.post('/api/articles', {
    multipart: {
      ...fields,
      published: 'false',
      gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // The editor changes the excerpt, and leaves (the tab is reloaded) before saving: a draft stays behind.
    await page.goto('/dashboard/articles');
    const card = page.getByTestId('managed-article').filter({ hasText: title });
    await card.getByRole('button', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Article' });
    await editor.getByLabel('Short Excerpt').fill('Ringkasan dari draf.');
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('hmti-draft:'))))
      .toBe(true);
    await page.reload();

    // Meanwhile a publisher renames the article and puts it on the site.
    const renamed = `${title} (terbit)`;
    const published = await page.request.put(`/api/articles/${id}`, {
      multipart: { ...fields, title: renamed, published: 'true' },
    });
    expect(published.ok(), await published.text()).toBe(true);

    await page.reload();
    await page
      .getByTestId('managed-article')
      .filter({ hasText: renamed })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await editor
      .getByRole('region', { name: 'Draf yang belum disimpan' })
      .getByRole('button', { name: 'Pulihkan Draf' })
      .click();
    await expect(editor.getByLabel('Short Excerpt')).toHaveValue('Ringkasan dari draf.');
    await expect(editor.getByLabel('Article Title')).toHaveValue(renamed);
    await expect(editor.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
    await editor.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible({ timeout: 15_000 });
    const stored = (await (await page.request.get(`/api/articles/manage/${id}`)).json()) as {
      title: string;
      excerpt: string;
      published: boolean;
    };
    expect([stored.title, stored.excerpt, stored.published]).toEqual([renamed, 'Ringkasan dari draf.', true]);
  } finally {
    await page.request.delete(`/api/articles/${id}`);
  }
});

test.describe('with a browser set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("every date and time staff see is in the site's zone (Asia/Jakarta, WIB)", async ({ page }) => {
    const suffix = crypto.randomBytes(3).toString('hex');
    await signIn(page);
    const library = await page.request.post('/api/library', {
      multipart: {
        title: `Waktu WIB ${suffix}`,
        description: 'Jam situs',
        type: 'photo',
        'gdriveUrls[0]': `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
        'gdriveMediaTypes[0]': 'image',
      },
    });
    expect(library.status(), await library.text()).toBe(201);
    const item = (await library.json()) as { id: number; createdAt: string };
    const article = await page.request.post('/api/articles', {
      multipart: {
        title: `Waktu WIB ${suffix}`,
        excerpt: 'Jam situs',
        content: '<p>Isi.</p>',
        published: 'false',
        gdriveUrl: `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`,
      },
    });
    expect(article.ok(), await article.text()).toBe(true);
    const draft = (await article.json()) as { id: number; createdAt: string };

    /** The moment as Indonesians in the site's zone write it: '8 November 2026' and '14:30'. */
    const wib = (iso: string) => {
      const at = new Date(iso);
      const day = new Intl.DateTimeFormat('id-ID', {
        timeZone: 'Asia/Jakarta',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(at);
      const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Jakarta',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(at)
        .split(':');
      return { day, hour, minute };
    };
    try {
      await page.goto('/dashboard/library');
      await page.getByPlaceholder('Search library...').fill(suffix);
      const libraryCard = page.getByTestId('library-admin-card').filter({ hasText: `Waktu WIB ${suffix}` });
      const l = wib(item.createdAt);
      await expect(libraryCard.locator('time')).toHaveText(`${l.day}, ${l.hour}:${l.minute}`);

      await page.goto('/dashboard/articles');
      await page.getByPlaceholder('Search articles...').fill(suffix);
      const articleCard = page.getByTestId('managed-article').filter({ hasText: `Waktu WIB ${suffix}` });
      const a = wib(draft.createdAt);
      await expect(articleCard.locator('time')).toHaveText(`${a.day}, ${a.hour}.${a.minute}`);
    } finally {
      await page.request.delete(`/api/library/${item.id}`);
      await page.request.delete(`/api/articles/${draft.id}`);
    }
  });
});
