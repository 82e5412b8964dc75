import { SERVER_STATE_ID, type RenderedPage } from '@hmti/contract';

const DATA_PRELOAD = /[ \t]*<link rel="preload" as="fetch"[^>]*>\n?/g;
const TITLE = /[ \t]*<title>[^<]*<\/title>\n?/;
const DESCRIPTION = /[ \t]*<meta name="description"[^>]*>\n?/;

/**
 * Puts a server-rendered page into the app's index.html: the markup into #root, the state after it, and what the page
 * rendered for <head> at its end, in place of index.html's own title and description where the page has its own. The
 * data preloads leave <head>: the handed-over state already holds that data.
 */
export function withServerRendering(indexHtml: string, page: RenderedPage): string {
  const headEnd = indexHtml.indexOf('</head>');
  let head = indexHtml.slice(0, headEnd).replace(DATA_PRELOAD, '');
  if (page.head.includes('<title>')) head = head.replace(TITLE, '');
  if (page.head.includes('<meta name="description"')) head = head.replace(DESCRIPTION, '');
  return (head + `  ${page.head}\n  ` + indexHtml.slice(headEnd)).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`,
  );
}
