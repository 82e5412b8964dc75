import type { BrowserContext, Page } from '@playwright/test';
import { nextFrames } from './frames';

export interface TrapLog {
  xss: string[];
  dialogs: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/**
 * Installs, before any page script runs, a `window.__xss(id)` trap (what every payload of the XSS
 * corpus calls), traps on alert/confirm/prompt, and a listener for CSP violations; each report goes
 * straight to the test through a binding, so it survives navigations.
 */
export async function installScriptTraps(context: BrowserContext): Promise<TrapLog> {
  const log: TrapLog = { xss: [], dialogs: [], pageErrors: [], cspViolations: [] };
  await context.exposeBinding('__trapReport', ({ page }, kind: keyof TrapLog, detail: string) => {
    log[kind].push(`${detail} @ ${page?.url() ?? '?'}`);
  });
  // Answers only once every report the page sent before it has reached the log (bindings run in order).
  await context.exposeBinding('__trapFlush', () => undefined);
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) =>
      (window as unknown as { __trapReport: (k: string, d: string) => void }).__trapReport(kind, detail);
    Object.defineProperty(window, '__xss', {
      value: (id: unknown) => report('xss', `payload #${String(id)}`),
      writable: false,
      configurable: false,
    });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          report('xss', `${name}(${args.join(',')})`);
          return null;
        },
        writable: false,
        configurable: false,
      });
    }
    document.addEventListener('securitypolicyviolation', (e) =>
      report(
        'cspViolations',
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  context.on('page', (page) => watchPage(page, log));
  return log;
}

/**
 * Waits until what the page started has finished and been reported: no request in flight, every image that
 * began loading has loaded or failed (so its error handler, if any, was tried), a task and two frames have passed
 * (CSP violation events are dispatched as tasks), and every trap report sent so far has reached the log.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.complete) return true;
      const box = img.getBoundingClientRect();
      const offScreen = box.bottom < 0 || box.top > window.innerHeight || box.width === 0;
      return img.loading === 'lazy' && offScreen; // a lazy image never scrolled to never starts loading
    }),
  );
  await page.evaluate(() => new Promise<void>((r) => setTimeout(r, 0)));
  await nextFrames(page);
  await page.evaluate(() => (window as unknown as { __trapFlush: () => Promise<void> }).__trapFlush());
}

function watchPage(page: Page, log: TrapLog) {
  page.on('dialog', (dialog) => {
    log.dialogs.push(`${dialog.type()}: ${dialog.message()} @ ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (err) => log.pageErrors.push(`${err.message} @ ${page.url()}`));
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text()))
      log.cspViolations.push(`console: ${msg.text()} @ ${page.url()}`);
  });
}

/** Elements that could run script if clicked, focused or loaded: on* attributes, script URLs, srcdoc frames, foreign scripts. */
export function scriptCapableElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Controls and whitespace a browser strips from a URL's scheme: U+0000–U+0020, U+007F–U+00A0.
    const scheme = (v: string) => v.replace(/[\p{Cc} \u00a0]/gu, '').toLowerCase();
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}>`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attr.name) &&
          /^(javascript|vbscript|data:text)/.test(scheme(attr.value))
        ) {
          found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
        }
      }
      if (el.localName === 'iframe' && el.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
      if (el.localName === 'script') {
        const type = el.getAttribute('type') ?? '';
        const src = el.getAttribute('src') ?? '';
        // The app's own scripts: the built bundles under /assets/ and index.html's inline first-visit boot script
        // (the first script of <head>; the CSP allows it by its hash).
        const fromIndex = !src && el === document.head.querySelector('script');
        const own = src.startsWith('/assets/') || src.startsWith(`${location.origin}/assets/`) || fromIndex;
        // JSON data blocks never run: the article's JSON-LD and the server-rendered page's state (ssr-state).
        const data = type === 'application/ld+json' || (type === 'application/json' && el.id === 'ssr-state');
        if (!data && !own) found.push(`<script ${src || el.textContent?.slice(0, 60)}>`);
      }
      if (['object', 'embed', 'base', 'meta'].includes(el.localName) && el.closest('body'))
        found.push(`<${el.localName}> in body`);
    }
    return found;
  });
}
