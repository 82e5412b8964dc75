import type { Context } from 'koa';
import escapeHtml from 'lodash/escape';
import type { ErrorObject } from '../lib/error-object';
import { isApiPath } from './protections/api-rate-limit';

/** A browser opening a page (not the app's /api calls, which read the error object): it is shown a page. */
export const wantsPage = (ctx: Pick<Context, 'path' | 'get'>): boolean =>
  !isApiPath(ctx.path) && ctx.get('accept').includes('text/html');

/** A refusal as a small page in Indonesian: what happened, what to do, and when to try again. No script. */
export function refusalPage(error: ErrorObject): string {
  const retryAfter = typeof error.details.retryAfter === 'number' ? error.details.retryAfter : null;
  const wait = retryAfter ? `<p class="wait">Coba lagi dalam ${retryAfter} detik.</p>` : '';
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${error.code} · ${escapeHtml(error.title)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; }
      main { max-width: 32rem; margin: 1rem; padding: 2rem; border-radius: 1rem; background: #fff; text-align: center; box-shadow: 0 10px 30px rgb(15 23 42 / 0.1); }
      .code { font-size: 3.5rem; font-weight: 900; margin: 0; color: #1d4ed8; }
      .wait { padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: #fffbeb; color: #92400e; }
      a { color: #1d4ed8; }
    </style>
  </head>
  <body>
    <main>
      <p class="code">${error.code}</p>
      <h1>${escapeHtml(error.title)}</h1>
      <p>${escapeHtml(error.message)}</p>
      ${wait}
      <p>${escapeHtml(error.help)}</p>
      <p><a href="">Muat ulang</a> · <a href="/">Beranda</a></p>
    </main>
  </body>
</html>
`;
}
