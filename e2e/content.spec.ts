import crypto from 'node:crypto';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const OWNER = { username: 'owner', password: 'E2E-Owner-Pass-123' };

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A valid 4×4 PNG, built here (the server sniffs uploads). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array.from({ length: 4 }, () => [30, 140, 90]).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

test.describe('public content editor', () => {
  test('a new vision saved in Visi & Misi shows on the landing page', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const original = ((await (await page.request.get('/api/settings')).json()) as { visionMission: string }).visionMission;
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
      await text.fill(['Visi dan Misi HMTI', '- VISI', vision, '- MISI', '* Misi uji pertama', '* Misi uji kedua'].join('\n'));
      await expect(page.getByTestId('vision-preview')).toContainText(vision);
      await expect(page.getByTestId('vision-preview').getByRole('listitem')).toHaveText(['Misi uji pertama', 'Misi uji kedua']);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(page.getByText('Konten berhasil diperbarui')).toBeVisible();
      await expect(page.getByText('Perubahan telah disimpan.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
      await page.getByRole('tab', { name: 'Visi & Misi' }).click();
      await expect(page.getByTestId('content-view')).toContainText(vision);

      await page.goto('/');
      await expect(page.locator('#vision-mission')).toContainText(vision, { timeout: 20_000 });
      await expect(page.locator('#vision-mission')).toContainText('Misi uji kedua');
    } finally {
      const restored = await page.request.put('/api/settings', { data: { visionMission: original } });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('hero uploads and the colour picker fill the fields; Batal discards them', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const before = await (await page.request.get('/api/settings')).json();
    await page.goto('/dashboard/content');
    await page.getByRole('button', { name: 'Edit Konten' }).click();

    await page.getByRole('tab', { name: 'Hero' }).click();
    const senor = page.getByRole('group', { name: 'Divisi Senor' });
    await senor.getByLabel('Upload Foto Kepala Divisi').setInputFiles({ name: 'kepala.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText('Foto kepala divisi berhasil diupload')).toBeVisible();
    await expect(senor.getByRole('textbox', { name: 'Foto Kepala Divisi' })).toHaveValue(/\/uploads\//);
    await senor.getByLabel('Upload Logo Divisi').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText('Logo divisi berhasil diupload')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Warna Divisi' }).click();
    await expect(page.getByRole('textbox', { name: 'Ketua & Wakil', exact: true })).toHaveValue(before.divisionColors.leadership);
    await page.getByLabel('Pilih warna Senor').fill('#ff0000');
    await expect(page.getByRole('textbox', { name: 'Senor', exact: true })).toHaveValue('rgba(255, 0, 0, 0.75)');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('button', { name: 'Edit Konten' })).toBeVisible();
    const after = await (await page.request.get('/api/settings')).json();
    expect(after.divisionColors).toEqual(before.divisionColors);
    expect(after.divisionHeads).toEqual(before.divisionHeads);
  });
});
