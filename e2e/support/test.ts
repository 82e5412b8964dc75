import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A server-rendered public page is readable, and its links work, before the app has taken it over: React hydrates it
 * once the page's code is in, which can be after the `load` event Playwright's navigations wait for, and a button
 * clicked before then does nothing. A person acts on the page once it works, so every full navigation (goto, reload)
 * here also waits until the app has taken the page over — React has attached itself to #root — or there is no
 * server-rendered page to take over. A page whose scripts never come (a test that stalls them) is handed back after
 * the wait; the test's own assertions then decide.
 */
const APP_START_TIMEOUT_MS = 15_000;

async function appStarted(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (!document.getElementById('ssr-state')) return true;
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      },
      null,
      { timeout: APP_START_TIMEOUT_MS },
    )
    .catch(() => undefined);
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
/** Navigations that ask to return before the page has loaded keep doing so. */
const waitsForLoad = (waitUntil: WaitUntil) =>
  waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';

const patched = new WeakSet<Page>();
/** Contexts without JavaScript: no app will ever take their pages over. */
const withoutJavaScript = new WeakSet<BrowserContext>();
const watched = new WeakSet<BrowserContext>();
const appExpected = (page: Page) => !withoutJavaScript.has(page.context());

function waitForAppOnNavigation(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil) && appExpected(page)) await appStarted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil) && appExpected(page)) await appStarted(page);
    return response;
  };
}

// The built-in `context` fixture creates its context through browser.newContext without saying whether JavaScript is
// on, so that is decided per navigation from this set, which the fixture below fills.
function watchContext(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) withoutJavaScript.add(context);
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('page', waitForAppOnNavigation);
  for (const page of context.pages()) waitForAppOnNavigation(page);
  return context;
}

function watchBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options), options?.javaScriptEnabled);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchContext(page.context(), options?.javaScriptEnabled);
    return page;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(watchContext(context, javaScriptEnabled));
  },
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
