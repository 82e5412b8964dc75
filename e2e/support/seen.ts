import type { Page } from '@playwright/test';

/**
 * Records, from the first byte of every page, whether an element matching `selector` was ever in the DOM.
 * For screens that may come and go between two polls of `toBeVisible` (a loading screen shown for 300 ms).
 */
export async function watchForElement(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __seen?: Record<string, boolean> };
    const seen = (w.__seen ??= {});
    seen[sel] = false;
    const check = () => {
      if (!seen[sel] && document.querySelector(sel)) seen[sel] = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    check();
  }, selector);
  return () =>
    page.evaluate(
      (sel) => (window as unknown as { __seen?: Record<string, boolean> }).__seen?.[sel] ?? false,
      selector,
    );
}
