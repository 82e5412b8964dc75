import { SERVER_STATE_ID } from '@hmti/contract';

/** Puts a server-rendered page into the app's index.html: the markup into #root, the state after it. */
export function withServerRendering(indexHtml: string, page: { html: string; state: string }): string {
  return indexHtml.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`,
  );
}
