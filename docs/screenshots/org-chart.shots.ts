import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The organisation chart at both sizes: the whole chart, then one group fitted at a readable size. */
const SIZES = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const shot = (name: string) => path.join(__dirname, `${name}.png`);

for (const size of SIZES) {
  test(`org chart (${size.name})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const section = page.locator('section#structure');
    await expect(section).toBeAttached({ timeout: 15_000 });
    await section.scrollIntoViewIfNeeded();
    const chart = section.getByTestId('org-chart');
    await expect(chart.getByTestId('chart-member').first()).toBeVisible({ timeout: 20_000 });
    const transform = () =>
      chart.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
    await expect.poll(transform).not.toContain('scale(0.8)');
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: shot(`org-chart-fit-${size.name}`) });
    for (const [value, name] of [
      ['BPH', 'bph'],
      ['Medinfo', 'division'],
    ] as const) {
      const before = await transform();
      await section.getByLabel('Bagian bagan').selectOption(value);
      await expect.poll(transform).not.toBe(before);
      await chart.screenshot({ path: shot(`org-chart-${name}-${size.name}`) });
    }
  });
}
