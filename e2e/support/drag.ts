import { expect, type Locator, type Page } from '@playwright/test';

/** The live region @hello-pangea/dnd announces every lift, move and drop in (one per drag context). */
export const dragAnnouncer = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/** Waits until a drag has really started (the library ignores moves before), and returns the item's position (1-based). */
export async function liftedAt(page: Page): Promise<number> {
  const lifted = dragAnnouncer(page).filter({ hasText: /You have lifted an item in position \d+/ });
  await expect(lifted).toHaveCount(1);
  return Number(/position (\d+)/.exec((await lifted.textContent()) ?? '')?.[1]);
}

/** Waits until the dragged item has been moved from `from` to `to` (positions, 1-based). */
export async function movedTo(page: Page, from: number, to: number, timeout?: number) {
  await expect(
    dragAnnouncer(page).filter({ hasText: new RegExp(`moved the item from position ${from}\\s+to position ${to}\\b`) }),
  ).toHaveCount(1, { timeout });
}

/**
 * Keyboard dragging: focus the handle, Space lifts, each arrow moves one place once the last move has landed, Space
 * drops; returns once the drop has completed.
 */
export async function dragByKeyboard(page: Page, handleName: string, key: 'ArrowUp' | 'ArrowDown', steps = 1) {
  await page.getByRole('button', { name: handleName }).focus();
  await page.keyboard.press('Space');
  const start = await liftedAt(page);
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let i = 1; i <= steps; i += 1) {
    await page.keyboard.press(key);
    await movedTo(page, start, start + i * step);
  }
  await page.keyboard.press('Space');
  await dragAtRest(page);
}

/**
 * Waits until every drag context on the page is at rest: @hello-pangea/dnd writes its per-phase rules into its
 * `<style data-rbd-dynamic>` element, and only the resting rules have neither `pointer-events: none` (dragging) nor
 * `transition` (drop animation, cancel). A new drag is ignored until the previous drop has completed.
 */
export async function dragAtRest(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('style[data-rbd-dynamic]')].every(
            (style) => !/pointer-events:\s*none|transition/.test(style.textContent ?? ''),
          ),
        ),
      { message: 'a drag or drop animation is still in progress', intervals: [50] },
    )
    .toBe(true);
}

/**
 * Mouse dragging to the top of a list: press on the handle, move past the library's 5 px click threshold until it
 * announces the lift, move to the top edge of `list` until it announces the move to `position` (measured again and
 * moved again if a move did not land, e.g. while the page scrolled), release, and wait for the drop to complete.
 */
export async function dragByMouseToTop(page: Page, handle: Locator, list: Locator, position = 1) {
  await dragAtRest(page);
  const from = (await handle.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  try {
    await page.mouse.move(x, y - 10, { steps: 5 });
    const start = await liftedAt(page);
    await expect(async () => {
      const top = (await list.boundingBox())!;
      await page.mouse.move(x, top.y + 5, { steps: 10 });
      await movedTo(page, start, position, 1_000);
    }).toPass({ timeout: 15_000 });
  } finally {
    await page.mouse.up();
  }
  await dragAtRest(page);
}
