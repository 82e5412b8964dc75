import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

/**
 * The organisation chart keeps the spec's "no pan by drag, no scroll zoom", yet a visitor can read every
 * name: each member's name is shown at 12 px or more, fully inside the chart, at some view reachable with
 * the chart's own controls ("Bagian bagan", the pan buttons).
 */
test.describe.configure({ timeout: 120_000 });

const PERIOD = '2025-2026';
const MIN_PX = 12;
const SIZES = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openChart(page: Page) {
  await page.goto('/');
  const section = page.locator('section#structure');
  await expect(section).toBeAttached({ timeout: 15_000 });
  await section.scrollIntoViewIfNeeded();
  const chart = section.getByTestId('org-chart');
  await expect(chart.getByTestId('chart-member').first()).toBeVisible({ timeout: 20_000 });
  // The chart moves to its first view shortly after it appears (away from the default zoom 0.8).
  await expect.poll(() => viewportOf(chart)).not.toContain('scale(0.8)');
  return { section, chart };
}

/** Names fully inside the chart's visible area whose rendered font size is at least MIN_PX. */
const readableNames = (chart: Locator, minPx: number) =>
  chart.evaluate((root, min) => {
    const box = root.getBoundingClientRect();
    const names: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('[data-testid="chart-member-name"]')) {
      const r = el.getBoundingClientRect();
      const inside = r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
      const scale = el.offsetWidth ? r.width / el.offsetWidth : 0;
      const px = parseFloat(getComputedStyle(el).fontSize) * scale;
      if (inside && px >= min - 0.01) names.push((el.textContent ?? '').trim());
    }
    return names;
  }, minPx);

const viewportOf = (chart: Locator) =>
  chart.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);

/** Waits until the chart's view has stayed the same for 300 ms (its first placement done), then returns it. */
const settledView = (chart: Locator) =>
  chart.locator('.react-flow__viewport').evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let view = (el as HTMLElement).style.transform;
    let since = performance.now();
    for (const start = since; performance.now() - since < 300 && performance.now() - start < 10_000;) {
      await frame();
      const now = (el as HTMLElement).style.transform;
      if (now !== view) [view, since] = [now, performance.now()];
    }
    return view;
  });

/** Whether the element is inside the window and nothing (the sticky navigation bar included) lies over its middle. */
const inWindowUncovered = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return (
      r.top >= 0 &&
      r.bottom <= window.innerHeight &&
      r.left >= 0 &&
      r.right <= window.innerWidth &&
      !!hit &&
      el.contains(hit)
    );
  });

const membersOf = async (request: APIRequestContext, period: string) => {
  const response = await request.get(`/api/organization/members?period=${period}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ name: string; position: string }>;
};

for (const size of SIZES) {
  test(`the first view shows the leadership at ${MIN_PX} px or more, with "Bagian bagan" in view (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const members = await membersOf(request, PERIOD);
    const holder = (post: string) => members.find((m) => m.position === post)?.name ?? `no ${post}`;
    const { section, chart } = await openChart(page);
    // The visitor scrolls on until the chart starts right under the navigation bar, and touches nothing in it.
    await chart.evaluate((el) => {
      const bar = document.querySelector('nav[aria-label="Navigasi utama"]')?.closest('header');
      const top = el.getBoundingClientRect().top - (bar?.getBoundingClientRect().bottom ?? 0);
      window.scrollBy({ top, behavior: 'instant' });
    });
    await settledView(chart);

    const readable = await readableNames(chart, MIN_PX);
    expect(readable, 'the chair reads at once').toContain(holder('Ketua Himpunan'));
    if (size.name === 'desktop') expect(readable, 'so does the vice chair').toContain(holder('Wakil Ketua Himpunan'));
    expect(await inWindowUncovered(section.getByLabel('Bagian bagan')), '"Bagian bagan" is in view').toBe(true);
    await expect(section.getByLabel('Bagian bagan')).toHaveValue('bph');
  });
}

test('dragging on the chart selects no text on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { section, chart } = await openChart(page);
  const box = await chart.boundingBox();
  if (!box) throw new Error('chart has no box');
  const heading = await section.getByRole('heading', { name: 'Struktur Organisasi', level: 2 }).boundingBox();
  if (!heading) throw new Error('no heading');
  const selection = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
  // From an empty part of the chart, across the chart and up over the section's heading.
  const empty = await chart.evaluate((root) => {
    const r = root.getBoundingClientRect();
    for (let y = r.top + 20; y < r.bottom - 20; y += 20)
      for (let x = r.right - 30; x > r.left + 30; x -= 20) {
        const hit = document.elementFromPoint(x, y);
        if (hit?.classList.contains('react-flow__pane')) return { x, y };
      }
    return null;
  });
  if (!empty) throw new Error('no empty spot in the chart');
  await page.mouse.move(empty.x, empty.y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(heading.x + heading.width / 2, heading.y + heading.height / 2, { steps: 8 });
  await page.mouse.up();
  expect(await selection(), "a drag from the chart's background").toBe('');

  // From a member's name (that drags the member's card) out of the chart.
  const name = chart.getByTestId('chart-member-name').first();
  const at = await name.boundingBox();
  if (!at) throw new Error('no name');
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 150, at.y + 60, { steps: 8 });
  await page.mouse.move(heading.x, heading.y, { steps: 8 });
  await page.mouse.up();
  expect(await selection(), "a drag from a member's name").toBe('');
});

for (const size of SIZES) {
  test(`every member name can be read at ${MIN_PX} px or more (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const members = (await (await request.get(`/api/organization/members?period=${PERIOD}`)).json()) as Array<{
      name: string;
    }>;
    expect(members.length).toBeGreaterThan(0);
    const { section, chart } = await openChart(page);

    const seen = new Set<string>();
    const look = async () => {
      for (const name of await readableNames(chart, MIN_PX)) seen.add(name);
    };
    // A click that moves the view; wait until the chart shows the new view.
    const move = async (action: () => Promise<unknown>) => {
      const before = await viewportOf(chart);
      await action();
      await expect.poll(() => viewportOf(chart)).not.toBe(before);
      await look();
    };

    const picker = section.getByLabel('Bagian bagan');
    const groups = (
      await picker.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).filter((v) => v !== 'all');
    expect(groups.length).toBeGreaterThan(1);
    // From the whole chart, so choosing the first group (the one the chart starts on) moves the view.
    await move(() => picker.selectOption('all'));
    // Each group, then the pan buttons both ways until two steps in a row show no new name.
    const sweep = async (button: string) => {
      let idle = 0;
      for (let step = 0; step < 12 && idle < 2; step += 1) {
        const known = seen.size;
        await move(() => section.getByRole('button', { name: button }).click());
        idle = seen.size > known ? 0 : idle + 1;
      }
    };
    for (const group of groups) {
      await move(() => picker.selectOption(group));
      await sweep('Geser ke kanan');
      await move(() => picker.selectOption('all'));
      await move(() => picker.selectOption(group));
      await sweep('Geser ke kiri');
    }

    const missing = members.map((m) => m.name).filter((name) => !seen.has(name));
    expect(missing, `names never readable (${size.name})`).toEqual([]);
  });
}

test('"Bagian bagan" answers the arrow keys as a dropdown does; the chart does not take them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { section, chart } = await openChart(page);
  const picker = section.getByLabel('Bagian bagan');
  await expect(picker).toHaveValue('bph');
  await settledView(chart);
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker).not.toHaveValue('bph');
});

test('no line runs through a member card', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // The chart starts on the leadership ('Pimpinan (BPH)'), where the lines are readable too.
  const { section, chart } = await openChart(page);
  await expect(section.getByLabel('Bagian bagan')).toHaveValue('bph');
  await settledView(chart);
  const crossings = await chart.evaluate((root) => {
    const cards = [...root.querySelectorAll<HTMLElement>('[data-testid="chart-member"]')].map((el) => ({
      name: el.querySelector('[data-testid="chart-member-name"]')?.textContent ?? '',
      r: el.getBoundingClientRect(),
    }));
    const found: string[] = [];
    const paths = root.querySelectorAll<SVGPathElement>('.react-flow__edge-path');
    for (const path of paths) {
      const matrix = path.getScreenCTM();
      if (!matrix) continue;
      const length = path.getTotalLength();
      for (let at = 0; at <= length; at += 2) {
        const p = new DOMPoint(path.getPointAtLength(at).x, path.getPointAtLength(at).y).matrixTransform(matrix);
        // A line may end on a card's edge; it must not run across the inside of one.
        const inside = cards.find(
          ({ r }) => p.x > r.left + 4 && p.x < r.right - 4 && p.y > r.top + 4 && p.y < r.bottom - 4,
        );
        if (inside) {
          found.push(`${path.closest('.react-flow__edge')?.getAttribute('data-id') ?? '?'} through ${inside.name}`);
          break;
        }
      }
    }
    return { found, paths: paths.length, cards: cards.length };
  });
  expect(crossings.paths).toBeGreaterThan(10);
  expect(crossings.cards).toBeGreaterThan(10);
  expect(crossings.found).toEqual([]);
});

test('the focused chart pans with the arrow keys and zooms with + and -, never by wheel or drag', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { chart } = await openChart(page);
  await chart.focus();
  const start = await viewportOf(chart);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => viewportOf(chart)).not.toBe(start);
  const panned = await viewportOf(chart);
  await page.keyboard.press('+');
  await expect.poll(() => viewportOf(chart)).not.toBe(panned);

  const zoomed = await viewportOf(chart);
  const box = await chart.boundingBox();
  if (!box) throw new Error('chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 + 100, { steps: 5 });
  await page.mouse.up();
  expect(await viewportOf(chart)).toBe(zoomed);
});
