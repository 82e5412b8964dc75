import { expect, test, type Page } from './support/test';

/**
 * The chat launcher as a visitor meets it on a phone, a tablet and two laptops: a target of at least 44×44 px that
 * nothing lies on, and that lies on nothing of the page — no link, button, field, card, picture with a meaning or
 * line of text is under it, at the top of the page, halfway down or at its end.
 */

const SCREENS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
];

/**
 * What of the page lies under the launcher: the launcher is hidden for a moment and the page is probed every 4 px
 * over its box. A point is content when the page's topmost element there is (inside) something a visitor reads or
 * uses, or when a glyph of text is drawn there. The chat's own furniture (the band it sits in) is not the page.
 */
const contentUnderLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]')!;
    const box = launcher.getBoundingClientRect();
    const CONTENT =
      'a, button, input, select, textarea, label, summary, [role="button"], [role="tab"], article, li, video, iframe, canvas, img:not([alt=""])';
    const glyphAt = (x: number, y: number) => {
      const caret = document.caretPositionFromPoint(x, y);
      if (!caret || caret.offsetNode.nodeType !== Node.TEXT_NODE) return null;
      const text = caret.offsetNode as Text;
      const range = document.createRange();
      for (const offset of [caret.offset - 1, caret.offset]) {
        if (offset < 0 || offset >= text.length || !text.data[offset].trim()) continue;
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        const r = range.getBoundingClientRect();
        if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return text.data.trim().slice(0, 40);
      }
      return null;
    };
    const found = new Set<string>();
    launcher.style.visibility = 'hidden';
    try {
      for (let x = box.left + 1; x < box.right - 1; x += 4)
        for (let y = box.top + 1; y < box.bottom - 1; y += 4) {
          const top = document.elementFromPoint(x, y);
          if (!top || top.closest('[data-chat-dock]')) continue;
          const item = top.closest(CONTENT);
          if (item) found.add(`<${item.tagName.toLowerCase()}> ${(item.textContent ?? '').trim().slice(0, 40)}`);
          const glyph = glyphAt(x, y);
          if (glyph) found.add(`text "${glyph}"`);
        }
    } finally {
      launcher.style.visibility = '';
    }
    return [...found];
  });

/** The launcher is what a tap on its centre reaches (nothing lies on it). */
const reachable = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('[data-testid="chat-launcher"]')!;
    const box = launcher.getBoundingClientRect();
    return launcher.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });

/** Scrolls to the page's end, again while the page is still growing (the landing's sections arrive one by one). */
async function scrollToEnd(page: Page) {
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const before = document.documentElement.scrollHeight;
        window.scrollTo({ top: before, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.documentElement.scrollHeight === before && window.scrollY + window.innerHeight >= before - 1;
      }),
    )
    .toBe(true);
}

const scrollToMiddle = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));

for (const screen of SCREENS) {
  test(`at ${screen.width} px the chat launcher is a 44 px target that covers nothing of the page, top to end`, async ({
    page,
    request,
  }) => {
    const article = (
      (await (await request.get('/api/articles?page=1&pageSize=1')).json()) as {
        data: Array<{ id: number; slug: string }>;
      }
    ).data[0];
    await page.setViewportSize(screen);
    await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
    const launcher = page.getByTestId('chat-launcher');

    for (const address of ['/', '/artikel', '/library', `/artikel/${article.id}/${article.slug}`]) {
      await page.goto(address);
      await expect(launcher, address).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const box = (await launcher.boundingBox())!;
      expect(box.width, `${address}: width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${address}: height`).toBeGreaterThanOrEqual(44);
      // At the bottom right, where a chat is looked for.
      expect(screen.width - (box.x + box.width), `${address}: room on its right`).toBeLessThanOrEqual(24);
      expect(screen.height - (box.y + box.height), `${address}: room below it`).toBeLessThanOrEqual(24);

      expect(await contentUnderLauncher(page), `${address}, top of the page`).toEqual([]);
      expect(await reachable(page), `${address}: nothing lies on the launcher`).toBe(true);
      await scrollToMiddle(page);
      expect(await contentUnderLauncher(page), `${address}, halfway down`).toEqual([]);
      await scrollToEnd(page);
      expect(await contentUnderLauncher(page), `${address}, end of the page`).toEqual([]);
      // The page's last line is in sight at its end, not under the launcher's band.
      const lastLine = page.getByTestId('footer-bottom-line');
      const line = (await lastLine.boundingBox())!;
      const shown = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="footer-bottom-line"]') !== null,
        [line.x + line.width / 2, line.y + line.height / 2],
      );
      expect(shown, `${address}: the footer's last line is in sight at the end`).toBe(true);
    }
  });
}
