import type { Locator } from '@playwright/test';

/**
 * How far below the public pages' sticky navigation bar an element starts, in px, once the page has stopped
 * scrolling (a smooth scroll has ended): negative when the element's top is hidden under the bar or above it.
 */
export const gapBelowNavbar = (element: Locator): Promise<number> =>
  element.evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = Number.NaN;
    for (let still = 0, frames = 0; still < 5 && frames < 240; frames++) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const bar = document.querySelector('nav[aria-label="Navigasi utama"]')?.closest('header');
    if (!bar) throw new Error('no navigation bar on this page');
    return Math.round(el.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  });
