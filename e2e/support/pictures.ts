import type { Locator } from '@playwright/test';

/**
 * The addresses of the pictures shown inside `scope` that the browser tried and failed to load: what a visitor sees
 * as the browser's broken-picture icon. A picture hidden, or not yet asked for (lazy, off screen), is not one.
 */
export const brokenPictures = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.checkVisibility() && img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
        .map((img) => img.currentSrc || img.src),
    );
