import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Longer effects are timers drawn on screen (a toast's progress bar), not a fade a person waits for. */
const SETTLE_MAX_MS = 1_000;

/**
 * Waits until the page's short transitions and animations — a card fading in, a toast sliding in — have finished.
 * A person reads a card once it is there; axe measures the colours as they are at that moment, and half-way through
 * a fade the text is paler than it will be. Looping animations (a spinner, the bouncing scroll hint) and long ones (a
 * toast's 5-second progress bar, at whose end the toast leaves) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(
    (maxMs) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= maxMs)
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    SETTLE_MAX_MS,
  );
}

export async function expectNoSeriousAxeViolations(page: Page) {
  await animationsSettled(page);
  // Only the violations are collected in full: the passing and inapplicable checks were never read, and listing
  // their nodes cost a fifth of each scan.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
