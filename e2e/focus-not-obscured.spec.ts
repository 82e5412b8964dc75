import { expect, test, type Page } from './support/test';
import { scrollSettled, scrollThrough } from './support/frames';
import { signIn } from './support/sign-in';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured, as a keyboard user meets it: at the end of a long page they press
 * Shift+Tab to go back up through its links and buttons. Each focused element is brought into view by the browser,
 * and must then be in sight below the page's sticky header, not (partly) under it.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

const WORKSHOP = '/artikel/slug/workshop-web-development-dengan-react-dan-typescript';

/** Focus stops inside the page's main content checked per page: enough to travel well up a long page. */
const MAIN_STOPS = 40;
/** Presses before giving up on reaching that many (a focus trap would otherwise loop for ever). */
const MAX_PRESSES = 120;

interface FocusStop {
  /** What is focused, as a reader of a failure would recognise it. */
  name: string;
  inMain: boolean;
  /** Inside the sticky header itself: the top of the page has been reached. */
  inHeader: boolean;
  /**
   * Px of the focused element's height hidden under the sticky header: 0 when it is clear of it (a fraction of a px
   * is the rounding of a scroll position, not something hidden). A text field counts as clear once the line typed on
   * (its middle) is below the bar: focusing one, Chromium brings its caret into view, not its whole box — with smooth
   * scrolling that last scroll wins, and can leave the field's top border and padding under the bar.
   */
  covered: number;
}

/**
 * Where the focus is, once the page has stopped scrolling (the site scrolls smoothly): null when nothing that takes
 * up room on the page is focused, or when it sits in something fixed to the window (the chat launcher, a floating
 * button), which the page's scrolling does not move.
 */
async function focusStop(page: Page): Promise<FocusStop | null> {
  await scrollSettled(page);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const header = [...document.querySelectorAll('header')].find((h) =>
      ['sticky', 'fixed'].includes(getComputedStyle(h).position),
    );
    if (!header) throw new Error('no sticky header on this page');
    const inHeader = header.contains(el);
    for (let node: Element | null = el; node && !inHeader; node = node.parentElement)
      if (getComputedStyle(node).position === 'fixed') return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    const bar = header.getBoundingClientRect();
    const besideBar = r.right <= bar.left || r.left >= bar.right;
    const textField = el.matches(
      'textarea, [contenteditable="true"], input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"], [type="range"], [type="color"], [type="file"], [type="image"])',
    );
    const hidden = Math.max(0, Math.min(r.bottom, bar.bottom) - r.top);
    const covered = inHeader || besideBar || (textField && r.top + r.height / 2 >= bar.bottom) ? 0 : hidden;
    const label =
      el.getAttribute('aria-label') ||
      (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50) ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name');
    return {
      name: `<${el.tagName.toLowerCase()}> "${label}" (top ${Math.round(r.top)}, bar bottom ${Math.round(bar.bottom)})`,
      inMain: !!el.closest('main'),
      inHeader,
      covered: Math.round(covered * 10) / 10,
    };
  });
}

/**
 * From the very end of the page, Shift+Tab up through MAIN_STOPS focus stops in the main content (or up to the
 * header, if the page has fewer): every stop is clear of the sticky header.
 */
async function shiftTabUpFromTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const obscured: string[] = [];
  let mainStops = 0;
  for (let presses = 0; presses < MAX_PRESSES && mainStops < MAIN_STOPS; presses++) {
    await page.keyboard.press('Shift+Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stop.inHeader) break;
    if (stop.inMain) mainStops++;
    if (stop.covered >= 1) obscured.push(`${stop.name}: ${stop.covered} px under the header`);
  }
  expect(mainStops, 'focus stops visited in the main content').toBeGreaterThanOrEqual(10);
  expect(obscured, 'focused elements hidden (partly) under the sticky header').toEqual([]);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height} (${size.name})`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('Shift+Tab up the landing page keeps every focused element below the navigation bar', async ({ page }) => {
      // Not a first visit: no loading screen over the page.
      await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
      await page.goto('/');
      await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
      // The organisation chart loads as its section comes near (the page's one lazy section): in before the walk up.
      // Brought into view itself: a step of a scroll through the page can pass it between two frames.
      await page.locator('#structure').scrollIntoViewIfNeeded();
      await expect(page.locator('#structure').getByTestId('org-chart')).toBeVisible();
      await shiftTabUpFromTheEnd(page);
    });

    test('Shift+Tab up an article keeps every focused element below the navigation bar', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
      await page.goto(WORKSHOP);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page, size.height / 2);
      await shiftTabUpFromTheEnd(page);
    });

    test("Shift+Tab up the dashboard's articles list keeps every focused element below the top bar", async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/dashboard/articles');
      await expect(page.getByRole('list', { name: 'Articles' }).getByTestId('managed-article').first()).toBeVisible();
      await shiftTabUpFromTheEnd(page);
    });
  });
}
