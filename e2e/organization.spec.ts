import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { staffApi } from './support/settings';
import { signIn } from './support/sign-in';

// The landing page's loading screen and the lazy chart make these slower than a plain page.
test.describe.configure({ timeout: 60_000 });

interface Member {
  id: number;
  name: string;
  position: string;
  period: string;
}

const membersOf = async (request: APIRequestContext, period: string): Promise<Member[]> => {
  const response = await request.get(`/api/organization/members?period=${period}`);
  expect(response.ok()).toBe(true);
  return response.json();
};

async function openStructure(page: Page) {
  await page.goto('/');
  const section = page.locator('section#structure');
  await expect(section).toBeAttached({ timeout: 15_000 });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'Struktur Organisasi', level: 2 })).toBeVisible();
  return section;
}

test('the chart loads lazily and shows the newest period, then another period on request', async ({
  page,
  request,
}) => {
  const [newest, previous] = [await membersOf(request, '2025-2026'), await membersOf(request, '2024-2025')];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await page.goto('/');
  await expect(page.locator('section#structure')).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /xyflow|org-chart/i.test(u))).toEqual([]);

  const section = await openStructure(page);
  await expect(section.getByLabel('Periode')).toHaveValue('2025-2026');
  await expect(section.getByLabel('Divisi')).toHaveValue('all');
  await expect(section.getByRole('tab', { name: 'Struktur Organisasi' })).toHaveAttribute('aria-selected', 'true');
  const nodes = section.getByTestId('chart-member');
  await expect(nodes).toHaveCount(newest.length);
  expect(scripts.some((u) => /xyflow|org-chart/i.test(u))).toBe(true);
  for (const m of newest.slice(0, 6)) await expect(nodes.filter({ hasText: m.name }).first()).toBeAttached();
  await expect(section.getByRole('button', { name: 'Perbesar' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Perkecil' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Sesuaikan tampilan' })).toBeVisible();
  await expect(section.locator('.react-flow__controls-interactive')).toHaveCount(0);

  const chair = (list: Member[]) => list.find((m) => m.position === 'Ketua Himpunan')!.name;
  expect(chair(previous)).not.toBe(chair(newest));
  await section.getByLabel('Periode').selectOption('2024-2025');
  await expect(section.getByText('Pengurus himpunan periode 2024-2025')).toBeVisible();
  await expect(nodes.filter({ hasText: 'Ketua Himpunan' }).filter({ hasText: chair(previous) })).toHaveCount(1);
  await expect(nodes.filter({ hasText: chair(newest) }).filter({ hasText: 'Ketua Himpunan' })).toHaveCount(0);
  await expect(nodes).toHaveCount(previous.length);
});

test('the division filter offers the groups in the data and narrows the chart and the grid', async ({
  page,
  request,
}) => {
  const newest = await membersOf(request, '2025-2026');
  const senor = newest.filter((m) => m.position.includes('Senor'));
  const bph = newest.filter((m) => /(Ketua|Wakil Ketua|Sekretaris|Bendahara) Himpunan/.test(m.position));
  const section = await openStructure(page);
  const nodes = section.getByTestId('chart-member');
  await expect(nodes).toHaveCount(newest.length);

  const division = section.getByLabel('Divisi');
  const options = await division.locator('option:not([hidden])').allTextContents();
  expect(options.slice(0, 2)).toEqual(['Semua Divisi', 'BPH']);
  // Only the groups found in the data: every seeded position belongs to BPH or a division.
  expect(options).not.toContain('Lainnya');

  await division.selectOption('Senor');
  await expect(nodes).toHaveCount(senor.length);
  for (const m of senor) await expect(nodes.filter({ hasText: m.name })).toHaveCount(1);

  await division.selectOption('BPH');
  await expect(nodes).toHaveCount(bph.length);

  await section.getByRole('tab', { name: 'Anggota Pengurus' }).click();
  const cards = section.getByTestId('member-card');
  await expect(cards).toHaveCount(bph.length);
  for (const card of await cards.all()) await expect(card).toContainText('BPH');
});

test('the member grid shows 8 cards a page on desktop and pages through', async ({ page, request }) => {
  const newest = await membersOf(request, '2025-2026');
  await page.setViewportSize({ width: 1280, height: 800 });
  const section = await openStructure(page);
  await section.getByRole('tab', { name: 'Anggota Pengurus' }).click();
  const cards = section.getByTestId('member-card');
  await expect(cards).toHaveCount(8);
  const firstPage = await cards.locator('h3').allTextContents();

  const pager = section.getByRole('navigation', { name: 'Halaman anggota pengurus' });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(pager.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(8);
  const secondPage = await cards.locator('h3').allTextContents();
  expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);
  await expect(cards.first()).toBeInViewport();

  const lastPage = Math.ceil(newest.length / 8);
  await pager.getByRole('button', { name: `Halaman ${lastPage}` }).click();
  await expect(cards).toHaveCount(newest.length - (lastPage - 1) * 8);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the member grid shows 4 cards a page under 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const section = await openStructure(page);
  await section.getByRole('tab', { name: 'Anggota Pengurus' }).click();
  await expect(section.getByTestId('member-card')).toHaveCount(4);
});

test('the structure section has no serious or critical accessibility violations', async ({ page }) => {
  const section = await openStructure(page);
  await expect(section.getByTestId('chart-member').first()).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).include('#structure').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await section.getByRole('tab', { name: 'Anggota Pengurus' }).click();
  await expect(section.getByTestId('member-card').first()).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('a failed members call shows HTTP status and status text', async ({ page }) => {
  await page.route('**/api/organization/members?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  // The landing page reached inside the app, so the browser asks for the members (a first load arrives rendered).
  await page.goto('/library');
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'HMTI' }).click();
  const section = page.locator('section#structure');
  await expect(section).toBeAttached({ timeout: 15_000 });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('alert')).toContainText('HTTP 500: Internal Server Error');
});

test('the hero and the chart name the same chair, also after staff change the chair in the organisation screen', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await staffApi(playwright, baseURL);
  const chair = (await membersOf(api, '2025-2026')).find((m) => m.position === 'Ketua Himpunan');
  if (!chair) throw new Error('the seeded period has no chair');
  const newName = `Ketua Baru ${Date.now() % 100_000}`;
  /** The chair as the visitor's landing page names them in the hero and in the chart. */
  const chairsSeen = async (name: string) => {
    await page.goto('/');
    const band = page.getByTestId('hero-leadership');
    await expect(
      band.getByRole('listitem').filter({ has: page.getByText('Ketua Himpunan', { exact: true }) }),
    ).toContainText(name);
    const section = await openStructure(page);
    await expect(
      section.getByTestId('chart-member').filter({ has: page.getByText('Ketua Himpunan', { exact: true }) }),
    ).toContainText(name, { timeout: 20_000 });
  };
  try {
    await chairsSeen(chair.name);

    // Staff give the chair's post to someone else's name in Organisasi → Members.
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage);
    await staffPage.goto('/dashboard/organization');
    await staffPage.getByLabel('Search').fill(chair.name);
    await staffPage.getByRole('button', { name: `Edit ${chair.name}` }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Edit Member' });
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    // The content editor's Hero tab shows the chart's chair as what its empty field stands for.
    await staffPage.goto('/dashboard/content');
    await staffPage.getByRole('button', { name: 'Edit Konten' }).click();
    await staffPage.getByRole('tab', { name: 'Hero' }).click();
    const chairField = staffPage.getByRole('textbox', { name: 'Nama Ketua' });
    await expect(chairField).toHaveValue('');
    await expect(chairField).toHaveAttribute('placeholder', newName);
    await staff.close();

    await chairsSeen(newName);
  } finally {
    const back = await api.put(`/api/organization/members/${chair.id}`, {
      data: { name: chair.name, position: chair.position, period: chair.period },
    });
    expect(back.ok(), await back.text()).toBe(true);
    await api.dispose();
  }
});

test('the chart marks the head it seats and no one else: not a deputy, not a second head', async ({ page }) => {
  // A period of this test's own (start years 1990–2200 are accepted), so the section keeps opening on the newest.
  const period = '1993-1994';
  await signIn(page);
  const { request } = page;
  const cleanUp = async () => {
    for (const m of await membersOf(request, period))
      if (m.period === period) await request.delete(`/api/organization/members/${m.id}`);
    await request.delete(`/api/organization/periods/${period}`);
  };
  await cleanUp();
  try {
    const created = await request.post('/api/organization/periods', { data: { period } });
    expect(created.status(), await created.text()).toBe(201);
    for (const [name, position] of [
      ['Kepala Senor', 'Ketua Divisi Senor'],
      ['Wakil Senor', 'Wakil Ketua Divisi Senor'],
      ['Kepala Kedua Senor', 'Ketua Divisi Senor'],
    ]) {
      const res = await request.post('/api/organization/members', { data: { name, position, period } });
      expect(res.status(), await res.text()).toBe(201);
    }
    const section = await openStructure(page);
    await section.getByLabel('Periode').selectOption(period);
    const nodes = section.getByTestId('chart-member');
    await expect(nodes).toHaveCount(3);
    await expect(section.getByTestId('division-head-mark')).toHaveCount(1);
    await expect(nodes.filter({ hasText: 'Wakil Senor' }).getByTestId('division-head-mark')).toHaveCount(0);
  } finally {
    await cleanUp();
  }
});
