import type { Locator } from '@playwright/test';
import { scrollSettled } from './frames';

/**
 * How far below the public pages' sticky navigation bar an element starts, in px, once the page has stopped
 * scrolling (a smooth scroll has ended): negative when the element's top is hidden under the bar or above it.
 */
export async function gapBelowNavbar(element: Locator): Promise<number> {
  await scrollSettled(element.page());
  return element.evaluate((el) => {
    const bar = document.querySelector('nav[aria-label="Navigasi utama"]')?.closest('header');
    if (!bar) throw new Error('no navigation bar on this page');
    return Math.round(el.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  });
}
