import crypto from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import { DRIVE_IDS, tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { ADMIN, addStaffAccount, cmsUrl } from './support/accounts';
import { editInAdmin, openContentManager, signInToAdmin } from './support/admin-panel';
import { dragByKeyboard, dragByMouseToTop } from './support/drag';
import { signIn } from './support/sign-in';
import { holdRequests } from './support/hold';

const STALE_MESSAGE = 'Daftar jabatan telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.';

// Periods of our own (the server accepts start years 1990–2200), far from the seeded ones.
const PERIODS = {
  reorder: '1991-1992',
  copyTarget: '1992-1993',
  stale: '1994-1995',
  member: '1995-1996',
  memberVersion: '1996-1997',
  adminPhoto: '1997-1998',
  unverifiedPhoto: '1998-1999',
  unsavedOrder: '1999-2000',
};

test.describe.configure({ timeout: 120_000 });

async function openOrganization(page: Page, tab: 'Members' | 'Positions' | 'Divisions' = 'Members') {
  await page.goto('/dashboard/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Structure Management' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

const positionsOf = async (request: APIRequestContext, period: string): Promise<string[]> => {
  const res = await request.get(`/api/organization/positions/${period}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Array<{ name: string; order: number }>)
    .sort((a, b) => a.order - b.order)
    .map((p) => p.name);
};

async function savePositionsDirectly(request: APIRequestContext, period: string, names: string[]) {
  const res = await request.post('/api/organization/positions', {
    data: { period, positions: names.map((name, i) => ({ name, order: i + 1 })) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function createPeriodDirectly(request: APIRequestContext, period: string) {
  const res = await request.post('/api/organization/periods', { data: { period } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Removes a period of ours with its members (a left-over of an interrupted run included). */
async function removePeriod(request: APIRequestContext, period: string) {
  const members = await request.get(`/api/organization/members?period=${period}`);
  if (members.ok()) {
    for (const m of (await members.json()) as Array<{ id: number; period: string }>) {
      if (m.period === period) await request.delete(`/api/organization/members/${m.id}`);
    }
  }
  await request.delete(`/api/organization/periods/${period}`);
}

const positionNames = (panel: Locator) => panel.getByTestId('position-name');

test('positions: add with inline checks, reorder by keyboard and mouse drag and by the arrows, save, then copy to a new period', async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  for (const p of [PERIODS.reorder, PERIODS.copyTarget]) await removePeriod(request, p);
  try {
    // A new period, with the inline checks of the YYYY-YYYY field.
    let panel = await openOrganization(page, 'Members');
    await panel.getByRole('button', { name: 'New Period' }).click();
    const periodDialog = page.getByRole('dialog', { name: 'New Period' });
    const periodField = periodDialog.getByLabel('Period (YYYY-YYYY)');
    await periodField.fill('1991-1993');
    await expect(periodDialog.getByTestId('period-form-error')).toHaveText(
      'Period harus berakhir satu tahun setelah tahun awalnya.',
    );
    await periodField.fill('1991/92');
    await expect(periodDialog.getByTestId('period-form-error')).toHaveText(
      'Period harus berformat YYYY-YYYY, misalnya 2026-2027.',
    );
    await periodField.fill(PERIODS.reorder);
    await expect(periodDialog.getByTestId('period-form-error')).toHaveText('');
    await periodDialog.getByRole('button', { name: 'Create Period' }).click();
    await expect(periodDialog).toBeHidden();
    await expect(panel.getByLabel('Period')).toHaveValue(PERIODS.reorder);
    await expect(panel.getByTestId('admin-members-empty')).toHaveText(`No members in period ${PERIODS.reorder} yet.`);

    // Positions of the new period, typed in.
    panel = await openOrganization(page, 'Positions');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.reorder);
    await expect(panel.getByTestId('positions-empty')).toBeVisible();
    const field = panel.getByLabel('New position');
    await field.fill('   ');
    await panel.getByRole('button', { name: 'Add Position' }).click();
    await expect(panel.getByTestId('position-form-error')).toHaveText('Position wajib diisi.');
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      await field.fill(`  ${name} `);
      await panel.getByRole('button', { name: 'Add Position' }).click();
      await expect(positionNames(panel).last()).toHaveText(name);
    }
    await field.fill('bravo');
    await panel.getByRole('button', { name: 'Add Position' }).click();
    await expect(panel.getByTestId('position-form-error')).toHaveText('Position sudah ada di daftar.');
    await expect(panel.getByText('Unsaved changes')).toBeVisible();
    await panel.getByRole('button', { name: 'Save Order' }).click();
    await expect(page.getByText('Positions updated', { exact: true })).toBeVisible();
    await expect(panel.getByText('Unsaved changes')).toHaveCount(0);
    expect(await positionsOf(request, PERIODS.reorder)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);

    // Keyboard drag: Delta to the top (focus its handle, Space, ArrowUp ×3, Space).
    await dragByKeyboard(page, 'Drag Delta', 'ArrowUp', 3);
    await expect(positionNames(panel)).toHaveText(['Delta', 'Alpha', 'Bravo', 'Charlie']);

    // Mouse drag: Charlie's handle to the top of the list.
    await dragByMouseToTop(
      page,
      panel.getByRole('button', { name: 'Drag Charlie' }),
      panel.getByTestId('position-list'),
    );
    await expect(positionNames(panel)).toHaveText(['Charlie', 'Delta', 'Alpha', 'Bravo']);

    // The arrows: Charlie down one, Bravo up one; the first's up and the last's down are disabled.
    await panel.getByRole('button', { name: 'Move Charlie down' }).click();
    await panel.getByRole('button', { name: 'Move Bravo up' }).click();
    await expect(positionNames(panel)).toHaveText(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    await expect(panel.getByTestId('position-order')).toHaveText(['1.', '2.', '3.', '4.']);
    await expect(panel.getByRole('button', { name: 'Move Delta up' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Move Alpha down' })).toBeDisabled();
    // Nothing is saved before Save Order.
    expect(await positionsOf(request, PERIODS.reorder)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    await panel.getByRole('button', { name: 'Save Order' }).click();
    await expect(panel.getByText('Unsaved changes')).toHaveCount(0);
    await expect.poll(() => positionsOf(request, PERIODS.reorder)).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);

    // Remove one and save again.
    await panel.getByRole('button', { name: 'Remove Charlie' }).click();
    await expect(positionNames(panel)).toHaveText(['Delta', 'Bravo', 'Alpha']);
    await panel.getByRole('button', { name: 'Save Order' }).click();
    await expect(panel.getByText('Unsaved changes')).toHaveCount(0);
    await expect.poll(() => positionsOf(request, PERIODS.reorder)).toEqual(['Delta', 'Bravo', 'Alpha']);

    // Copy to a second, newly created period (with a confirmation).
    await createPeriodDirectly(request, PERIODS.copyTarget);
    await page.reload();
    panel = await openOrganization(page, 'Positions');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.reorder);
    await expect(positionNames(panel)).toHaveText(['Delta', 'Bravo', 'Alpha']);
    await panel.getByLabel('Copy to period').selectOption(PERIODS.copyTarget);
    await panel.getByRole('button', { name: 'Copy Positions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Copy Positions' });
    await expect(confirm).toContainText(`Copy the 3 positions of ${PERIODS.reorder} to ${PERIODS.copyTarget}?`);
    await confirm.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Positions copied', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    expect(await positionsOf(request, PERIODS.copyTarget)).toEqual(['Delta', 'Bravo', 'Alpha']);
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.copyTarget);
    await expect(positionNames(panel)).toHaveText(['Delta', 'Bravo', 'Alpha']);
  } finally {
    for (const p of [PERIODS.reorder, PERIODS.copyTarget]) await removePeriod(request, p);
  }
});

test('saving a position list that was changed behind the page is refused with the server message', async ({ page }) => {
  await signIn(page);
  const { request } = page;
  await removePeriod(request, PERIODS.stale);
  try {
    await createPeriodDirectly(request, PERIODS.stale);
    await savePositionsDirectly(request, PERIODS.stale, ['Satu', 'Dua', 'Tiga']);
    const panel = await openOrganization(page, 'Positions');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.stale);
    await expect(positionNames(panel)).toHaveText(['Satu', 'Dua', 'Tiga']);

    await panel.getByRole('button', { name: 'Move Tiga up' }).click();
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);
    // Someone else saves meanwhile.
    await savePositionsDirectly(request, PERIODS.stale, ['Satu', 'Dua', 'Tiga', 'Empat']);

    await panel.getByRole('button', { name: 'Save Order' }).click();
    const toast = page.getByRole('alert').filter({ hasText: STALE_MESSAGE });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    expect(await positionsOf(request, PERIODS.stale)).toEqual(['Satu', 'Dua', 'Tiga', 'Empat']);
    // The edits stay until discarded; discarding shows the server's list.
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);
    await panel.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(positionNames(panel)).toHaveText(['Satu', 'Dua', 'Tiga', 'Empat']);
  } finally {
    await removePeriod(request, PERIODS.stale);
  }
});

test('an unsaved order is not dropped by choosing another period, tab or page: the page asks first', async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  await removePeriod(request, PERIODS.unsavedOrder);
  try {
    await createPeriodDirectly(request, PERIODS.unsavedOrder);
    await savePositionsDirectly(request, PERIODS.unsavedOrder, ['Satu', 'Dua', 'Tiga']);
    const panel = await openOrganization(page, 'Positions');
    const periodSelect = panel.getByLabel('Period', { exact: true });
    await periodSelect.selectOption(PERIODS.unsavedOrder);
    await panel.getByRole('button', { name: 'Move Tiga up' }).click();
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);
    const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });

    // Another period: asked; keeping on editing stays on this period with the order as it was left.
    await periodSelect.selectOption({ index: 0 });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await expect(periodSelect).toHaveValue(PERIODS.unsavedOrder);
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);
    await expect(panel.getByText('Unsaved changes')).toBeVisible();

    // Another dashboard page (a sidebar link): asked too; keeping on editing stays here.
    await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Articles' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    // Still this page, its tab and period (which live in the address).
    await expect(page).toHaveURL(new RegExp(`/dashboard/organization\\?tab=positions&period=${PERIODS.unsavedOrder}$`));
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);

    // Another tab: asked too; discarding goes there, and the list comes back as saved.
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await expect(page.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true');
    await expect(positionNames(panel)).toHaveText(['Satu', 'Tiga', 'Dua']);
    await page.getByRole('tab', { name: 'Members' }).click();
    await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
    await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Positions' }).click();
    await expect(positionNames(panel)).toHaveText(['Satu', 'Dua', 'Tiga']);
    await expect(ask).toHaveCount(0);
  } finally {
    await removePeriod(request, PERIODS.unsavedOrder);
  }
});

test('on a phone, Add Member with a field missing takes the form to that field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const panel = await openOrganization(page, 'Members');
  await panel.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  const submit = dialog.getByRole('button', { name: 'Add Member' });

  await submit.click();
  const name = dialog.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name wajib diisi.');

  await name.fill('Anggota dari ponsel');
  await submit.click();
  const position = dialog.getByLabel('Position');
  await expect(position).toBeFocused();
  await expect(position).toBeInViewport();
  await expect(position).toHaveAccessibleDescription('Position wajib diisi.');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('what was typed in the member and division forms is not lost to Escape, ✕ or the backdrop, nor while saving', async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  const name = `Anggota Tertahan ${crypto.randomBytes(2).toString('hex')}`;
  const displayName = `Divisi Tertahan ${crypto.randomBytes(2).toString('hex')}`;
  const created = await request.post('/api/divisions', { data: { displayName } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const ask = page.getByRole('dialog', { name: 'Buang perubahan?' });
  try {
    let panel = await openOrganization(page, 'Members');
    await panel.getByRole('button', { name: 'Add Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Member' });
    // Unchanged, Escape just closes.
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await panel.getByRole('button', { name: 'Add Member' }).click();
    await form.getByLabel('Name').fill(name);
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await form.getByRole('button', { name: 'Tutup' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await form.getByLabel('Position').fill('Anggota');

    // While the save is on its way, nothing closes the form: its answer does.
    const { release, arrived } = await holdRequests(page, '**/api/organization/members', 'POST');
    await form.getByRole('button', { name: 'Add Member' }).click();
    await arrived;
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(form).toBeVisible();
    release();
    await expect(page.getByText('Member added', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);

    // The division form: the backdrop asks too, and discarding keeps the division as it was.
    panel = await openOrganization(page, 'Divisions');
    const card = panel
      .getByTestId('division-card')
      .filter({ has: page.getByRole('heading', { name: displayName, exact: true }) });
    await card.getByRole('button', { name: `Edit ${displayName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Division' });
    await edit.getByLabel('Description').fill('Belum disimpan.');
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Lanjutkan Mengedit' }).click();
    await expect(edit.getByLabel('Description')).toHaveValue('Belum disimpan.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Buang Perubahan' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card).not.toContainText('Belum disimpan.');
  } finally {
    const members = (await (await request.get('/api/organization/members')).json()) as Array<{
      id: number;
      name: string;
    }>;
    for (const m of members.filter((m) => m.name === name)) await request.delete(`/api/organization/members/${m.id}`);
    await request.delete(`/api/divisions/${id}`);
  }
});

test('a member added with an uploaded photo shows on the landing page; the period is deleted once empty', async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  const name = `Anggota E2E ${crypto.randomBytes(3).toString('hex')}`;
  await removePeriod(request, PERIODS.member);
  try {
    await createPeriodDirectly(request, PERIODS.member);
    await savePositionsDirectly(request, PERIODS.member, ['Ketua Himpunan', 'Ketua Divisi Medinfo']);
    const panel = await openOrganization(page, 'Members');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.member);
    await panel.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByTestId('member-form-error')).toHaveText('Name wajib diisi.');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByTestId('member-form-error')).toHaveText('Position wajib diisi.');
    // The period's positions are offered; a new one may be typed too.
    await expect(dialog.locator('datalist option')).toHaveCount(2);
    await dialog.getByLabel('Position').fill('Ketua Divisi Medinfo');
    await expect(dialog.getByLabel('Period', { exact: true })).toHaveValue(PERIODS.member);
    const fileInput = dialog.getByLabel('Photo file');
    // Only the picture types the server accepts are offered (no SVG or BMP).
    await expect(fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp,image/avif');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByText('File yang dipilih harus berupa gambar.')).toBeVisible();
    await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng(220, 38, 38, 16) });
    await expect(dialog.getByText('Selected: foto.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByText('Member added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = panel.getByTestId('admin-member-card').filter({ hasText: name });
    await expect(card).toContainText('Ketua Divisi Medinfo');
    await expect(card).toContainText('Medinfo');
    const photo = card.getByRole('img', { name: `Foto ${name}` });
    await expect(photo).toHaveAttribute('src', /\/uploads\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);

    // Search and the division filter narrow the cards.
    await panel.getByLabel('Search').fill('no such member');
    await expect(panel.getByTestId('admin-members-empty')).toHaveText('No members match the filters.');
    await panel.getByLabel('Search').fill(name.slice(-6));
    await expect(panel.getByTestId('admin-member-card')).toHaveCount(1);
    // The division filter offers only the groups found in the period's members: Medinfo, not BPH.
    const division = panel.getByLabel('Division');
    await expect(division.locator('option', { hasText: 'BPH' })).toHaveCount(0);
    await division.selectOption('Medinfo');
    await expect(panel.getByTestId('admin-member-card')).toHaveCount(1);

    // The public structure section, 'Anggota Pengurus' tab.
    await page.goto('/');
    const section = page.locator('section#structure');
    await expect(section).toBeAttached({ timeout: 15_000 });
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Periode').selectOption(PERIODS.member);
    await section.getByRole('tab', { name: 'Anggota Pengurus' }).click();
    const publicCard = section.getByTestId('member-card').filter({ hasText: name });
    await expect(publicCard).toBeVisible();
    await expect(publicCard).toContainText('Ketua Divisi Medinfo');
    const publicPhoto = publicCard.getByRole('img', { name: `Foto ${name}` });
    await expect.poll(() => publicPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);

    // A period with members cannot be deleted: the dialog says why and offers no Delete.
    const admin = await openOrganization(page, 'Members');
    await admin.getByLabel('Period', { exact: true }).selectOption(PERIODS.member);
    await admin.getByRole('button', { name: 'Delete Period' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete Period' });
    await expect(confirm).toContainText(`Period ${PERIODS.member} still has 1 member.`);
    await expect(confirm.getByRole('button', { name: 'Delete Period' })).toBeDisabled();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // Delete the member (confirmed), then the now empty period.
    await admin.getByRole('button', { name: `Delete ${name}` }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Member' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Member deleted', { exact: true })).toBeVisible();
    await expect(admin.getByTestId('admin-members-empty')).toBeVisible();
    await admin.getByRole('button', { name: 'Delete Period' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Period' });
    await confirm.getByRole('button', { name: 'Delete Period' }).click();
    await expect(page.getByText('Period deleted', { exact: true })).toBeVisible();
    await expect(
      admin.getByLabel('Period', { exact: true }).locator('option', { hasText: PERIODS.member }),
    ).toHaveCount(0);
    expect(await (await request.get('/api/organization/periods')).json()).not.toContain(PERIODS.member);
  } finally {
    await removePeriod(request, PERIODS.member);
  }
});

test('divisions: add with the derived key and default colour, edit positions and colour, delete', async ({ page }) => {
  await signIn(page);
  const suffix = crypto.randomBytes(2).toString('hex');
  const displayName = `Divisi Uji ${suffix}`;
  const key = `divisi_uji_${suffix}`;
  const panel = await openOrganization(page, 'Divisions');
  try {
    await panel.getByRole('button', { name: 'Add Division' }).click();
    await expect(panel.getByTestId('division-form-error')).toHaveText('New division name wajib diisi.');
    await panel.getByLabel('New division name').fill(displayName);
    await expect(panel.getByTestId('division-key-preview')).toHaveText(key);
    await panel.getByRole('button', { name: 'Add Division' }).click();
    await expect(page.getByText('Division created', { exact: true })).toBeVisible();
    const card = panel
      .getByTestId('division-card')
      .filter({ has: page.getByRole('heading', { name: displayName, exact: true }) });
    await expect(card).toContainText(key);
    await expect(card).toContainText('No positions assigned.');
    await expect(card.getByTestId('division-swatch')).toHaveCSS('background-color', 'rgb(59, 130, 246)');

    // A taken key is caught before sending.
    await panel.getByLabel('New division name').fill(displayName.toUpperCase());
    await panel.getByRole('button', { name: 'Add Division' }).click();
    await expect(panel.getByTestId('division-form-error')).toHaveText('Divisi dengan nama ini sudah ada.');

    await card.getByRole('button', { name: `Edit ${displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Division' });
    await dialog.getByLabel('Description').fill('Divisi untuk pengujian.');
    const picker = dialog.getByLabel('Add position');
    await expect(picker.locator('option').first()).not.toHaveText('No available positions');
    const first = (await picker.locator('option').first().textContent())!;
    await picker.selectOption(first);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByTestId('division-positions')).toContainText(first);
    // Each position only once: it is no longer offered.
    await expect(picker.locator('option', { hasText: new RegExp(`^${first}$`) })).toHaveCount(0);
    // A colour that is not one is said under the form, and the form moves to its field.
    const hex = dialog.getByLabel('Colour hex code');
    await hex.fill('hijau');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const problem = dialog.getByTestId('division-edit-error');
    await expect(problem).toContainText('Colour');
    await expect(hex).toBeFocused();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription((await problem.textContent())!);
    await hex.fill('#10B981');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Division updated', { exact: true })).toBeVisible();
    await expect(card).toContainText('Divisi untuk pengujian.');
    await expect(card).toContainText(first);
    await expect(card.getByTestId('division-swatch')).toHaveCSS('background-color', 'rgb(16, 185, 129)');
    const saved = (
      (await (await page.request.get('/api/divisions')).json()) as Array<{
        name: string;
        positions: string[];
        color: string;
      }>
    ).find((d) => d.name === key)!;
    expect(saved).toMatchObject({ positions: [first], color: '#10B981' });

    await card.getByRole('button', { name: `Delete ${displayName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Division' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Division deleted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    const list = (await (await page.request.get('/api/divisions')).json()) as Array<{ id: number; name: string }>;
    for (const d of list.filter((d) => d.name === key)) await page.request.delete(`/api/divisions/${d.id}`);
  }
});

test('a division edited in /admin while its dashboard form is open is not overwritten by that form', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const displayName = `Divisi Bersamaan ${crypto.randomBytes(2).toString('hex')}`;
  const created = await page.request.post('/api/divisions', { data: { displayName } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    const panel = await openOrganization(page, 'Divisions');
    const card = panel
      .getByTestId('division-card')
      .filter({ has: page.getByRole('heading', { name: displayName, exact: true }) });
    await card.getByRole('button', { name: `Edit ${displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Division' });
    await expect(dialog.getByLabel('Description')).toHaveValue('');
    // Meanwhile another editor writes the description in /admin.
    await editInAdmin(admin, 'api::organization.division', ['displayName', displayName], {
      description: 'Ditulis di /admin.',
    });
    // The dashboard's form saves its own: refused, said, and what was typed stays in the form.
    await dialog.getByLabel('Description').fill('Ditulis di dashboard.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/sudah diubah di tempat lain/)).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('Ditulis di dashboard.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Buang perubahan?' })
      .getByRole('button', { name: 'Buang Perubahan' })
      .click();
    await expect(card).toContainText('Ditulis di /admin.');
    // Opened again, the form starts from the newer version and saves.
    await card.getByRole('button', { name: `Edit ${displayName}` }).click();
    await expect(dialog.getByLabel('Description')).toHaveValue('Ditulis di /admin.');
    await dialog.getByLabel('Description').fill('Ditulis di dashboard.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Division updated', { exact: true })).toBeVisible();
    await expect(card).toContainText('Ditulis di dashboard.');
  } finally {
    await admin.dispose();
    await page.request.delete(`/api/divisions/${id}`);
  }
});

test('a division logo from another website, which the site could not show, is refused under the form', async ({
  page,
}) => {
  await signIn(page);
  const displayName = `Divisi Logo ${crypto.randomBytes(2).toString('hex')}`;
  const created = await page.request.post('/api/divisions', { data: { displayName } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const panel = await openOrganization(page, 'Divisions');
    await panel.getByRole('button', { name: `Edit ${displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Division' });
    await dialog.getByLabel('Logo URL').fill('https://gambar.example.com/logo.png');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const message = 'Logo URL harus berupa link berbagi Google Drive atau alamat file situs ini (/uploads/…).';
    await expect(dialog.getByTestId('division-edit-error')).toHaveText(message);
    await expect(dialog).toBeVisible();
    // The server's refusal is about the logo's address: that field is marked, described by it, and focused.
    const logo = dialog.getByLabel('Logo URL');
    await expect(logo).toHaveAttribute('aria-invalid', 'true');
    await expect(logo).toHaveAccessibleDescription(message);
    await expect(logo).toBeFocused();
    await expect(logo).toHaveAttribute('placeholder', '/uploads/… atau link Google Drive');
    await dialog.getByLabel('Logo URL').fill('/uploads/logo-divisi.png');
    await expect(dialog.getByTestId('division-edit-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Division updated', { exact: true })).toBeVisible();
  } finally {
    await page.request.delete(`/api/divisions/${id}`);
  }
});

test('a member refused for an /admin edit made meanwhile opens again from that edit', async ({ page, baseURL }) => {
  await signIn(page);
  const { request } = page;
  const name = `Anggota Bersamaan ${crypto.randomBytes(2).toString('hex')}`;
  await removePeriod(request, PERIODS.memberVersion);
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  try {
    await createPeriodDirectly(request, PERIODS.memberVersion);
    const created = await request.post('/api/organization/members', {
      data: { name, position: 'Anggota', period: PERIODS.memberVersion },
    });
    expect(created.status(), await created.text()).toBe(201);
    const panel = await openOrganization(page, 'Members');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.memberVersion);
    await panel.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Member' });
    await expect(dialog.getByLabel('Position')).toHaveValue('Anggota');
    // Meanwhile another editor changes the position in /admin.
    await editInAdmin(admin, 'api::organization.member', ['name', name], { position: 'Bendahara' });
    await dialog.getByLabel('Name').fill(`${name} baru`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/sudah diubah di tempat lain/)).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(`${name} baru`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Buang perubahan?' })
      .getByRole('button', { name: 'Buang Perubahan' })
      .click();
    // As the message says: closed and opened again, the form holds the newer version.
    await panel.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByLabel('Position')).toHaveValue('Bendahara');
  } finally {
    await admin.dispose();
    await removePeriod(request, PERIODS.memberVersion);
  }
});

test('a new division shows from its own save even when the list cannot be reloaded', async ({ page }) => {
  await signIn(page);
  const suffix = crypto.randomBytes(2).toString('hex');
  const displayName = `Divisi Putus ${suffix}`;
  const panel = await openOrganization(page, 'Divisions');
  await expect(panel.getByTestId('divisions-grid')).toBeVisible();
  // The connection drops for the list's reload only; the save itself goes through.
  await page.route('**/api/divisions', (route) =>
    route.request().method() === 'GET' ? route.abort('connectionreset') : route.continue(),
  );
  try {
    await panel.getByLabel('New division name').fill(displayName);
    await panel.getByRole('button', { name: 'Add Division' }).click();
    await expect(page.getByText('Division created', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: displayName, exact: true })).toBeVisible();
    await expect(panel.getByText('Failed to load the divisions.')).toHaveCount(0);
  } finally {
    await page.unroute('**/api/divisions');
    const list = (await (await page.request.get('/api/divisions')).json()) as Array<{ id: number; name: string }>;
    for (const d of list.filter((d) => d.name === `divisi_putus_${suffix}`))
      await page.request.delete(`/api/divisions/${d.id}`);
  }
});

test('a division added while the list is still loading shows once the list has loaded', async ({ page }) => {
  await signIn(page);
  const suffix = crypto.randomBytes(2).toString('hex');
  const displayName = `Divisi Cepat ${suffix}`;
  // A slow connection: the list's first answer, read before the save, arrives only after the save has answered.
  let saved: () => void = () => {};
  const saveAnswered = new Promise<void>((resolve) => (saved = resolve));
  let firstRead = true;
  await page.route('**/api/divisions', async (route) => {
    if (route.request().method() === 'GET' && firstRead) {
      firstRead = false;
      const response = await route.fetch();
      await saveAnswered;
      return route.fulfill({ response });
    }
    return route.continue();
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/divisions')) saved();
  });
  try {
    const panel = await openOrganization(page, 'Divisions');
    await expect(panel.getByText('Loading divisions...')).toBeVisible();
    await panel.getByLabel('New division name').fill(displayName);
    await panel.getByRole('button', { name: 'Add Division' }).click();
    await expect(page.getByText('Division created', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: displayName, exact: true })).toBeVisible();
  } finally {
    await page.unroute('**/api/divisions');
    const list = (await (await page.request.get('/api/divisions')).json()) as Array<{
      id: number;
      displayName: string;
    }>;
    for (const d of list.filter((d) => d.displayName === displayName))
      await page.request.delete(`/api/divisions/${d.id}`);
  }
});

test('a view-only user sees the lists without any edit control', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL: cmsUrl(baseURL) });
  const login = await admin.post('/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const suffix = crypto.randomBytes(3).toString('hex');
  const role = await admin.post('/content-manager/collection-types/api::roles.role', {
    headers,
    data: {
      name: `e2e_org_view_${suffix}`,
      displayName: `E2E Org View ${suffix}`,
      level: 8,
      permissions: ['dashboard.view', 'organization.view'],
    },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const account = { username: `e2eorgview${suffix}`, password: 'Staff-Pass-123' };
  await addStaffAccount(admin, baseURL, { ...account, name: `Org Viewer ${suffix}` }, `e2e_org_view_${suffix}`);
  await admin.dispose();

  await signIn(page, account.username, account.password);
  let panel = await openOrganization(page, 'Members');
  await expect(panel.getByTestId('admin-member-card').first()).toBeVisible();
  for (const label of ['Add Member', 'New Period', 'Delete Period', 'Edit', 'Delete'])
    await expect(panel.getByRole('button', { name: label, exact: true })).toHaveCount(0);

  panel = await openOrganization(page, 'Positions');
  await expect(panel.getByTestId('position-name').first()).toBeVisible();
  await expect(panel.getByTestId('position-drag-handle')).toHaveCount(0);
  for (const label of ['Save Order', 'Copy Positions', 'Add Position'])
    await expect(panel.getByRole('button', { name: label })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Move / })).toHaveCount(0);

  panel = await openOrganization(page, 'Divisions');
  await expect(panel.getByTestId('division-card').first()).toBeVisible();
  await expect(panel.getByLabel('New division name')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test('the organisation page has no serious accessibility violations (tabs and dialogs)', async ({ page }) => {
  await signIn(page);
  let panel = await openOrganization(page, 'Members');
  await expect(panel.getByTestId('admin-member-card').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Member' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  panel = await openOrganization(page, 'Positions');
  await expect(panel.getByTestId('position-name').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  panel = await openOrganization(page, 'Divisions');
  await expect(panel.getByTestId('division-card').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel
    .getByTestId('division-card')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Division' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the member grid shows 4 cards a page under 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const panel = await openOrganization(page, 'Members');
  await expect(panel.getByTestId('admin-member-card')).toHaveCount(4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(panel.getByTestId('admin-member-card')).toHaveCount(8);
});

test("a member's Drive photo given in /admin is checked as the dashboard checks it: a private file is refused there", async ({
  page,
}) => {
  await signIn(page);
  const { request } = page;
  const share = (id: string) => `https://drive.google.com/file/d/${id}/view?usp=sharing`;
  await removePeriod(request, PERIODS.adminPhoto);
  try {
    await createPeriodDirectly(request, PERIODS.adminPhoto);
    await signInToAdmin(page, ADMIN.email, ADMIN.password);
    await openContentManager(page, 'api::organization.member/create', page.getByLabel('Nama'));
    await expect(page.getByLabel('Nama')).toBeEditable({ timeout: 30_000 });
    await page.getByLabel('Nama').fill('Anggota Foto Drive');
    await page.getByLabel('Jabatan').fill('Anggota');
    await page.getByLabel('Periode').fill(PERIODS.adminPhoto);
    const photo = page.getByLabel('URL foto');
    await photo.fill(share(DRIVE_IDS.privateFile));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(photo).toHaveAccessibleDescription(/Photo bersifat privat sehingga tidak dapat dibuka server/);

    // Shared with everyone who has the link, the same file saves, as the address Drive shows the picture from.
    await photo.fill(share(DRIVE_IDS.publicFile));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/).first()).toBeVisible();
    await expect(photo).toHaveValue(new RegExp(`/d/${DRIVE_IDS.publicFile}=s2000$`));
    const members = (await (
      await request.get(`/api/organization/members?period=${PERIODS.adminPhoto}`)
    ).json()) as Array<{
      name: string;
      imageUrl: string;
    }>;
    expect(members.map((m) => m.name)).toEqual(['Anggota Foto Drive']);
    const shown = await request.get(members[0].imageUrl);
    expect(shown.headers()['content-type']).toBe('image/png');
  } finally {
    await removePeriod(request, PERIODS.adminPhoto);
  }
});

test('a Drive photo that cannot be checked while Drive is down is saved, as its warning says', async ({ page }) => {
  await signIn(page);
  const { request } = page;
  const name = `Anggota Drive ${crypto.randomBytes(3).toString('hex')}`;
  await removePeriod(request, PERIODS.unverifiedPhoto);
  try {
    await createPeriodDirectly(request, PERIODS.unverifiedPhoto);
    const panel = await openOrganization(page, 'Members');
    await panel.getByLabel('Period', { exact: true }).selectOption(PERIODS.unverifiedPhoto);
    await panel.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Position').fill('Anggota');
    await dialog.getByRole('radio', { name: 'Google Drive link' }).check();
    // The fake Drive never answers ids starting with "down" (as when Drive is unreachable).
    await dialog
      .getByRole('textbox', { name: 'Google Drive link' })
      .fill('https://drive.google.com/file/d/downFile0123456789abcdefghij/view');
    await expect(dialog.getByTestId('drive-link-warning')).toContainText('belum dapat diperiksa');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByText('Member added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('admin-member-card').filter({ hasText: name })).toBeVisible();
  } finally {
    await removePeriod(request, PERIODS.unverifiedPhoto);
  }
});

test('the organisation page left for another page keeps its tab, period, search, division and page after Back and a reload', async ({
  page,
}) => {
  await signIn(page);
  let panel = await openOrganization(page, 'Members');
  const division = panel.getByLabel('Division');
  const period = panel.getByLabel('Period', { exact: true });
  const olderPeriod = await period.locator('option').nth(1).getAttribute('value');
  await period.selectOption(olderPeriod ?? '');
  const divisionValue = await division.locator('option').nth(1).getAttribute('value');
  await division.selectOption(divisionValue ?? '');
  await panel.getByLabel('Search').fill('a');
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  const shownNames = await panel.getByTestId('admin-member-card').getByRole('heading').allTextContents();
  expect(shownNames.length).toBeGreaterThan(0);

  const backAndReload = async (check: () => Promise<void>) => {
    await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles Management' })).toBeVisible();
    await page.goBack();
    await check();
    await page.reload();
    await check();
  };
  await backAndReload(async () => {
    await expect(period).toHaveValue(olderPeriod ?? '');
    await expect(division).toHaveValue(divisionValue ?? '');
    await expect(panel.getByLabel('Search')).toHaveValue('a');
    await expect(panel.getByTestId('admin-member-card').getByRole('heading')).toHaveText(shownNames);
  });

  // The second page of the whole period, then the Positions tab of that period.
  await division.selectOption({ index: 0 });
  await panel.getByLabel('Search').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await panel.getByRole('navigation', { name: 'Members pages' }).getByRole('button', { name: 'Halaman 2' }).click();
  await backAndReload(async () => {
    await expect(
      panel.getByRole('navigation', { name: 'Members pages' }).getByRole('button', { name: 'Halaman 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });
  await page.getByRole('tab', { name: 'Positions' }).click();
  panel = page.getByRole('tabpanel');
  await backAndReload(async () => {
    await expect(page.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByLabel('Period', { exact: true })).toHaveValue(olderPeriod ?? '');
  });
});
