import type { Page } from '@playwright/test';

/**
 * Two frames: layout, intersection observers and animation callbacks have run for what is on screen now.
 * Bounded at one second: headless Chromium can withhold frames from a page while the machine is saturated (CI ran
 * into a 120 s stall here once), and `page.evaluate` has no timeout of its own. The bound only stops the harness from
 * hanging; a caller that needs something the frames bring (a lazy section, a loaded image) waits on that with
 * `expect`, which retries and says what was missing.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((r) => {
        requestAnimationFrame(() => requestAnimationFrame(() => r()));
        setTimeout(r, 1_000);
      }),
  );

/**
 * Scrolls through the whole page, one viewport step at a time, letting each step render (lazy sections start).
 * Each step jumps: the site scrolls smoothly (CSS `scroll-behavior`), which would animate every step for ~0.5 s.
 */
export async function scrollThrough(page: Page, step: number) {
  for (let y = 0; y <= (await page.evaluate(() => document.body.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page);
  }
}

/**
 * Resolves once the page has stopped scrolling (a smooth scroll has ended): five frames with the same scrollY (each
 * frame bounded as in `nextFrames`).
 */
export const scrollSettled = (page: Page) =>
  page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1_000);
      });
    let last = Number.NaN;
    for (let still = 0, frames = 0; still < 5 && frames < 240; frames++) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
