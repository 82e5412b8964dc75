import type { Page } from '@playwright/test';

/**
 * A slow connection: the page's requests to `url` (only those of `method`, when given) wait until `release()`, then go
 * on to the real server. `arrived` settles once the first of them is waiting.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0], method?: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.continue();
    arrive();
    await held;
    await route.continue();
  });
  return { release, arrived };
}
