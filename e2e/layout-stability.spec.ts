import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Request } from './support/test';
import { hydrated } from './support/hydration';

/**
 * What a returning visitor of a server-rendered page sees is what stays: the page the server sent (hero, article
 * cards, the list's summary) is the page the app keeps once it has taken it over — no element swapped or dropped, no
 * list asked for again, and nothing on the screen moves (the page's cumulative layout shift is 0).
 */

/** The article cards of each page: the landing's 'Artikel Terbaru' section, the list of /artikel. */
const CARDS = { '/': '#articles article', '/artikel': 'main article' } as const;

const SIZES = [
  { width: 390, height: 844, cards: { '/': 3, '/artikel': 6 } },
  { width: 1366, height: 800, cards: { '/': 6, '/artikel': 9 } },
] as const;

/** A list of articles read from the API (the landing's newest, or a page of /artikel). */
const isListRead = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/api/articles' || url.pathname === '/api/articles/tags';
};

/** Before any of the page's own code: the sum of its layout shifts (those before the observer included). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry as unknown as { sources?: Array<{ node?: Node | null }> }).sources ?? [];
        const nodes = sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).slice(0, 60)}`
            : String(node?.nodeName),
        );
        w.__shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The app's scripts wait until the test lets them through, so the server's page can be looked at on its own. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Shown to the visitor: rendered, and neither transparent nor invisible (nor inside something that is). */
const SEEN = { opacityProperty: true, visibilityProperty: true };

/** Marks what the visitor sees of the server's page: its headings, article cards and list summary. */
const markServerView = (page: Page, cards: string) =>
  page.evaluate(
    ({ cards, seen }) => {
      const summary = [...document.querySelectorAll('#root main p')].filter((p) =>
        p.textContent?.startsWith('Menampilkan'),
      );
      const headings = [...document.querySelectorAll('#root h1')];
      const shown = (list: Element[]) => list.filter((el) => el.checkVisibility(seen));
      const view = {
        headings: shown(headings),
        cards: shown([...document.querySelectorAll(cards)]),
        summary: shown(summary),
      };
      (window as unknown as { __serverView: Element[] }).__serverView = Object.values(view).flat();
      return {
        headings: view.headings.map((el) => el.textContent),
        cards: view.cards.length,
        summary: view.summary.map((el) => el.textContent),
      };
    },
    { cards, seen: SEEN },
  );

/** The marked elements the app has not kept as they were (replaced, or no longer shown), and the cards shown now. */
const keptServerView = (page: Page, cards: string) =>
  page.evaluate(
    ({ cards, seen }) => {
      const marked = (window as unknown as { __serverView: Element[] }).__serverView;
      return {
        lost: marked
          .filter((el) => !el.isConnected || !el.checkVisibility(seen))
          .map((el) => el.outerHTML.slice(0, 120)),
        cards: [...document.querySelectorAll(cards)].filter((el) => el.checkVisibility(seen)).length,
      };
    },
    { cards, seen: SEEN },
  );

/** No request in flight for a second (the app's own requests after it took the page over are done). */
async function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const start = () => ((inFlight += 1), (lastChange = Date.now()));
  const end = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 1000, { timeout: 15_000 }).toBe(true);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

for (const size of SIZES) {
  for (const address of ['/', '/artikel'] as const) {
    test(`${address} at ${size.width} px keeps the page the server sent: same elements, no list asked again, CLS 0`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
      await recordLayoutShifts(page);
      const listReads: string[] = [];
      page.on('request', (request) => {
        if (isListRead(request)) listReads.push(request.url());
      });
      const release = await holdScripts(page);

      // The app's module script holds back DOMContentLoaded and load: the page is there once it is parsed and its
      // stylesheet and first-screen pictures are in.
      await page.goto(address, { waitUntil: 'commit' });
      await page.waitForFunction(
        () =>
          document.readyState === 'interactive' &&
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet) &&
          [...document.images].every((img) => img.complete || img.loading === 'lazy'),
      );
      const server = await markServerView(page, CARDS[address]);
      expect(server.cards, 'article cards the server sent').toBe(size.cards[address]);
      expect(server.headings, 'one page heading shown').toHaveLength(1);
      if (address === '/artikel')
        expect(server.summary).toEqual([`Menampilkan ${size.cards[address]} dari 12 artikel`]);

      release();
      await hydrated(page);
      // Below 1024 px the landing's slideshow has moved on a slide (its dots included) before the page is measured.
      if (address === '/' && size.width < 1024)
        await expect(page.getByRole('button', { name: 'Gambar 2' })).toHaveAttribute('aria-pressed', 'true', {
          timeout: 5000,
        });
      await networkQuiet(page);

      const kept = await keptServerView(page, CARDS[address]);
      expect(kept.lost, "the server's elements the app replaced or hid").toEqual([]);
      expect(kept.cards, 'article cards after the app took over').toBe(server.cards);
      expect(listReads, 'article lists asked for by the browser').toEqual([]);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts, 'layout shifts').toEqual([]);
    });
  }
}

/**
 * The site behind a weak connection: each page arrives in parts half a second apart, so the browser draws each part on
 * its own: up to the navigation bar's section links, then up to the end of the main content, then the rest (the footer,
 * the data the app starts from). Everything else passes through as it comes. (Playwright's request routing and its
 * network throttling hand a page over in one piece.)
 */
async function slowPageConnection(site: string) {
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, 'accept-encoding': 'identity' };
    // The page itself is new to the browser: not answered "not modified" from the copy of the visit before.
    if (headers['sec-fetch-dest'] === 'document') delete headers['if-none-match'];
    const upstream = http.request(new URL(request.url ?? '/', site), { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!String(answer.headers['content-type']).startsWith('text/html')) return void answer.pipe(response);
      void (async () => {
        const page = Buffer.concat(await answer.toArray());
        // The bar is cut inside its account part: the Login link begun, its text not yet there.
        const account = page.indexOf('>', page.indexOf('</ul>') + '</ul>'.length) + 1;
        const barCut = page.indexOf('>', account) + 1;
        let sent = 0;
        for (const cut of [barCut, page.indexOf('</main>') + '</main>'.length]) {
          response.write(page.subarray(sent, cut));
          sent = cut;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        response.end(page.subarray(sent));
      })();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

// A rule that holds only once the whole page is there (CSS's `:has()`, which Chromium does not match while the document
// is still being parsed) would move the first screen the visitor is already looking at.
test.describe('on a weak connection', () => {
  // A visitor's browser: the Origin header the tests add to every request (for the site's own origin) would make
  // Chromium refuse the pictures, stylesheet and scripts asked of the connection's address.
  test.use({ extraHTTPHeaders: {} });
  for (const size of SIZES) {
    for (const address of ['/', '/artikel'] as const) {
      test(`${address} at ${size.width} px does not move while it arrives over a weak connection`, async ({
        page,
        baseURL,
      }) => {
        const connection = await slowPageConnection(baseURL!);
        try {
          await page.context().addInitScript(() => sessionStorage.setItem('app-loaded', 'true'));
          // A returning visitor: the stylesheet and pictures are in the browser's cache, the page itself is new (and
          // opened in a new tab: one opened in place is held back until it has drawn its first screen).
          await page.goto(`${connection.url}${address}`);
          const visit = await page.context().newPage();
          await visit.setViewportSize({ width: size.width, height: size.height });
          await recordLayoutShifts(visit);
          await visit.goto(`${connection.url}${address}`);
          await hydrated(visit);
          await networkQuiet(visit);
          const shifts = await visit.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
          expect(shifts, 'layout shifts').toEqual([]);
        } finally {
          connection.close();
        }
      });
    }
  }
});
