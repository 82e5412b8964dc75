import { DEFERRED_SCRIPTS_ID, SERVER_STATE_ID, type RenderedPage } from '@hmti/contract';
import { escapeHtml, jsonForScript } from '../../lib/html-escape';

const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;
const DATA_PRELOAD = /[ \t]*<link rel="preload" as="fetch"[^>]*>\n?/g;

/**
 * Puts a server-rendered page into the app's index.html: the markup into #root, the state after it, and the title the
 * page gave itself into <title>. The page is readable before any script runs, so its scripts leave <head>: they are
 * listed for index.html's loader, which starts them after the page's pictures (the app then hydrates what is already
 * on screen). The data preloads go too: the handed-over state already holds that data.
 */
export function withServerRendering(indexHtml: string, page: RenderedPage): string {
  const headEnd = indexHtml.indexOf('</head>');
  let head = indexHtml.slice(0, headEnd);
  const { title } = page;
  if (title !== undefined) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  if (entry) head = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  head = head.replace(DATA_PRELOAD, '');
  const scripts = entry
    ? `\n    <script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${jsonForScript({ entry, modules })}</script>`
    : '';
  return (head + indexHtml.slice(headEnd)).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>${scripts}`,
  );
}
