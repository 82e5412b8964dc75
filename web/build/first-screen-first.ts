import type { Plugin } from 'vite';

export const STYLESHEET_MARKER = '<!-- app-stylesheet -->';
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * index.html carries a static copy of the landing's loading screen, styled by an inline <style> that copies the
 * Tailwind classes it also carries, and shown by an inline script (allowed by its hash in the cms's
 * Content-Security-Policy, cms/src/lib/inline-scripts.ts) on the first visit of a session to /, /artikel… or /library.
 *
 * Moves the built stylesheet links from <head> to index.html's marker after #root. A stylesheet in <head> holds
 * back the first paint until it has downloaded; after #root it only holds back what follows it, so the static
 * loading screen (styled inline) is drawn from the HTML alone. The app's scripts still run after the stylesheet.
 */
export function moveStylesheets(html: string): string {
  if (!html.includes(STYLESHEET_MARKER)) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(STYLESHEET_LINK) ?? [];
  if (!links.length) return html;
  const withoutLinks = head.replace(STYLESHEET_LINK, '') + html.slice(head.length);
  return withoutLinks.replace(STYLESHEET_MARKER, links.map((l) => l.trim()).join('\n    '));
}

/**
 * The app's entry script and what the bundler preloads for it (its shared runtime chunk) at low priority: Vite writes
 * their tags without the attribute index.html gave the entry, and a preload without it is fetched at high priority.
 * A public page arrives drawn by the server: its first-screen pictures get the bandwidth first, the scripts the rest
 * (cms/src/lib/page-hints.ts asks the same of a page's other script files).
 */
export const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

/** index.html as built: what draws the first screen comes before what makes it work. */
export const firstScreenFirst = (): Plugin => ({
  name: 'first-screen-first',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: (html) => lowPriorityScripts(moveStylesheets(html)) },
});
