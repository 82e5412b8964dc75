import { expect, type Page } from '@playwright/test';

/** The live region @hello-pangea/dnd announces every lift, move and drop in (one per drag context). */
export const dragAnnouncer = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/** Waits until a drag has really started (the library ignores moves before), and returns the item's position (1-based). */
export async function liftedAt(page: Page): Promise<number> {
  const lifted = dragAnnouncer(page).filter({ hasText: /You have lifted an item in position \d+/ });
  await expect(lifted).toHaveCount(1);
  return Number(/position (\d+)/.exec((await lifted.textContent()) ?? '')?.[1]);
}

/** Waits until the dragged item has been moved from `from` to `to` (positions, 1-based). */
export async function movedTo(page: Page, from: number, to: number) {
  await expect(
    dragAnnouncer(page).filter({ hasText: new RegExp(`moved the item from position ${from}\\s+to position ${to}\\b`) }),
  ).toHaveCount(1);
}

/** Keyboard dragging: focus the handle, Space lifts, each arrow moves one place once the last move has landed, Space drops. */
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
}
