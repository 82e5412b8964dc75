import crypto from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

/** Batal, then "Buang Perubahan": the editor closes with nothing saved. */
async function discardEdits(page: Page) {
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('dialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Buang Perubahan' }).click();
  await expect(page.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
}

test.describe('public content editor', () => {
  test('a new vision saved in Visi & Misi shows on the landing page', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const original = ((await (await page.request.get('/api/settings')).json()) as { visionMission: string })
      .visionMission;
    const vision = `Visi uji end-to-end ${crypto.randomBytes(3).toString('hex')}.`;
    try {
      await page.goto('/dashboard/content');
      await expect(page.getByRole('heading', { level: 1, name: 'Konten Halaman Publik' })).toBeVisible();
      await expect(page.getByTestId('content-view')).toContainText('HMTI');
      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      await expect(page.getByTestId('content-view')).toContainText('- VISI');
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Edit Konten' }).click();
      await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Tentang Kami/ })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      const text = page.getByRole('textbox', { name: 'Visi & Misi' });
      await expect(text).toHaveValue(original);
      await text.fill(
        ['Visi dan Misi HMTI', '- VISI', vision, '- MISI', '* Misi uji pertama', '* Misi uji kedua'].join('\n'),
      );
      await expect(page.getByTestId('vision-preview')).toContainText(vision);
      // The preview reads the text as the landing page will (below): the first line stays in the vision.
      const previewVision = await page.getByTestId('vision-preview-text').innerText();
      await expect(page.getByTestId('vision-preview').getByRole('listitem')).toHaveText([
        'Misi uji pertama',
        'Misi uji kedua',
      ]);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(page.getByText('Konten berhasil diperbarui')).toBeVisible();
      await expect(page.getByText('Perubahan telah disimpan.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      await expect(page.getByTestId('content-view')).toContainText(vision);

      await page.goto('/');
      await expect(page.locator('#vision-mission')).toContainText(vision, { timeout: 20_000 });
      expect(await page.getByTestId('vision-text').innerText()).toBe(previewVision);
      await expect(page.locator('#vision-mission')).toContainText('Misi uji kedua');
    } finally {
      const restored = await page.request.put('/api/settings', { data: { visionMission: original } });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('a video put into Tentang Kami plays on the landing page and in the dashboard preview', async ({ page }) => {
    await signIn(page);
    const original = ((await (await page.request.get('/api/settings')).json()) as { aboutUs: string }).aboutUs;
    const player = 'iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]';
    try {
      // As either editor's Insert media stores it.
      const aboutUs = `<p>Kenali kami.</p><figure class="media"><oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed></figure>`;
      expect((await page.request.put('/api/settings', { data: { aboutUs } })).ok()).toBe(true);
      // The page the server renders, and the page the app renders when the visitor comes from another page.
      await page.goto('/');
      await expect(page.getByTestId('about-content').locator(player)).toHaveCount(1);
      await page.goto('/artikel');
      await page
        .getByRole('navigation', { name: 'Navigasi utama' })
        .getByRole('link', { name: 'Tentang Kami' })
        .first()
        .click();
      await expect(page.getByTestId('about-content').locator(player)).toHaveCount(1);
      await page.goto('/dashboard/content');
      await expect(page.getByTestId('content-view').locator(player)).toHaveCount(1);
    } finally {
      expect((await page.request.put('/api/settings', { data: { aboutUs: original } })).ok()).toBe(true);
    }
  });

  test('Simpan while a picture in Tentang Kami is still uploading says to wait, and saves nothing', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();
    await expect(page.getByRole('textbox', { name: /Tentang Kami/ })).toBeVisible({ timeout: 30_000 });
    const { release: arrive } = await holdRequests(page, '**/api/upload');
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/settings') && saves.push(r.url()));
    await page
      .locator('.ck-toolbar input[type=file]')
      .setInputFiles({ name: 'tentang.png', mimeType: 'image/png', buffer: tinyPng(120, 30, 200, 16) });

    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Gambar masih diunggah. Tunggu sampai selesai, lalu simpan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
    expect(saves).toEqual([]);

    arrive();
    await expect(page.getByRole('textbox', { name: /Tentang Kami/ }).locator('img')).toHaveAttribute(
      'src',
      /\/uploads\//,
      { timeout: 15_000 },
    );
    await discardEdits(page);
  });

  test("two editors' Hero changes both stay, and an entry cleared is cleared", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const before = await (await page.request.get('/api/settings')).json();
    const setUp = await page.request.put('/api/settings', {
      data: { divisionHeads: { senor: { name: 'Kepala Senor Lama', photo: '' } } },
    });
    expect(setUp.ok(), await setUp.text()).toBe(true);
    const second = await page.context().newPage();
    try {
      const openHero = async (p: Page) => {
        await p.goto('/dashboard/content');
        await p.getByRole('button', { name: 'Edit Konten' }).click();
        await p.getByRole('tab', { name: 'Hero' }).click();
        return (key: string) =>
          p.getByRole('group', { name: `Divisi ${key}` }).getByRole('textbox', { name: 'Nama Kepala Divisi' });
      };
      const [first, other] = [await openHero(page), await openHero(second)];
      await first('Medinfo').fill('Kepala Medinfo Baru');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(page.getByText('Konten berhasil diperbarui')).toBeVisible();
      // The second editor, opened before that save, clears Senor's head (to follow the organisation chart).
      await expect(other('Senor')).toHaveValue('Kepala Senor Lama');
      await other('Senor').fill('');
      await second.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(second.getByText('Konten berhasil diperbarui')).toBeVisible();
      const heads = (await (await page.request.get('/api/settings')).json()).divisionHeads;
      expect(heads.medinfo?.name).toBe('Kepala Medinfo Baru');
      expect(heads.senor?.name ?? '').toBe('');
    } finally {
      await second.close();
      await page.request.put('/api/settings', { data: { divisionHeads: before.divisionHeads } });
    }
  });

  test('Simpan while a Hero photo is still uploading says to wait; Kembali asks first', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();
    await page.getByRole('tab', { name: 'Hero' }).click();
    const { release: arrive } = await holdRequests(page, '**/api/upload');
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/settings') && saves.push(r.url()));
    const senor = page.getByRole('group', { name: 'Divisi Senor' });
    await senor
      .getByLabel('Upload Foto Kepala Divisi')
      .setInputFiles({ name: 'kepala.png', mimeType: 'image/png', buffer: tinyPng(30, 140, 90, 4) });
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Gambar masih diunggah. Tunggu sampai selesai, lalu simpan.')).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    expect(saves).toEqual([]);
    arrive();
    await expect(senor.getByRole('textbox', { name: 'Foto Kepala Divisi' })).toHaveValue(/\/uploads\//);
    await discardEdits(page);
  });

  test('hero uploads and the colour picker fill the fields; Batal discards them', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const before = await (await page.request.get('/api/settings')).json();
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();

    await page.getByRole('tab', { name: 'Hero' }).click();
    const senor = page.getByRole('group', { name: 'Divisi Senor' });
    await senor
      .getByLabel('Upload Foto Kepala Divisi')
      .setInputFiles({ name: 'kepala.png', mimeType: 'image/png', buffer: tinyPng(30, 140, 90, 4) });
    await expect(page.getByText('Foto kepala divisi berhasil diupload')).toBeVisible();
    await expect(senor.getByRole('textbox', { name: 'Foto Kepala Divisi' })).toHaveValue(/\/uploads\//);
    await senor
      .getByLabel('Upload Logo Divisi')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(30, 140, 90, 4) });
    await expect(page.getByText('Logo divisi berhasil diupload')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Warna Divisi' }).click();
    await expect(page.getByRole('textbox', { name: 'Ketua & Wakil', exact: true })).toHaveValue(
      before.divisionColors.leadership,
    );
    await page.getByLabel('Pilih warna Senor').fill('#ff0000');
    await expect(page.getByRole('textbox', { name: 'Senor', exact: true })).toHaveValue('rgba(255, 0, 0, 0.75)');
    await expectNoSeriousAxeViolations(page);

    await discardEdits(page);
    const after = await (await page.request.get('/api/settings')).json();
    expect(after.divisionColors).toEqual(before.divisionColors);
    expect(after.divisionHeads).toEqual(before.divisionHeads);
  });
  test('a name typed while a photo uploads, and a second upload at the same time, are all kept', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();
    await page.getByRole('tab', { name: 'Hero' }).click();
    const senor = page.getByRole('group', { name: 'Divisi Senor' });
    // The uploads are held until the name is typed (a slow connection).
    const { release } = await holdRequests(page, '**/api/upload');
    const png = { name: 'kepala.png', mimeType: 'image/png', buffer: tinyPng(200, 40, 90, 4) };
    await senor.getByLabel('Upload Foto Kepala Divisi').setInputFiles(png);
    await senor.getByLabel('Upload Logo Divisi').setInputFiles({ ...png, name: 'logo.png' });
    await senor.getByRole('textbox', { name: 'Nama Kepala Divisi' }).fill('Nama Diketik Saat Upload');
    release();
    await expect(senor.getByRole('textbox', { name: 'Foto Kepala Divisi' })).toHaveValue(/\/uploads\//);
    await expect(senor.getByRole('textbox', { name: 'Logo Divisi' })).toHaveValue(/\/uploads\//);
    await expect(senor.getByRole('textbox', { name: 'Nama Kepala Divisi' })).toHaveValue('Nama Diketik Saat Upload');
    await discardEdits(page);
  });
});
