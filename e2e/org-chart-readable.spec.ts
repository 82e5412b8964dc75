import { expect, test, type Locator, type Page } from './support/test';

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
  // The chart fits itself to the view shortly after it appears (away from the default zoom 0.8).
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

test('no line runs through a member card', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const { section, chart } = await openChart(page);
  const before = await viewportOf(chart);
  await section.getByLabel('Bagian bagan').selectOption({ label: 'Pimpinan (BPH)' });
  await expect.poll(() => viewportOf(chart)).not.toBe(before);
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
