import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { databaseDown } from '../lib/observability/readiness';

/** How long a client is asked to wait before trying again (Retry-After), in seconds. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

const OUTAGE_MESSAGE =
  'Layanan sedang tidak tersedia karena gangguan pada basis data. Silakan coba lagi dalam beberapa saat.';

/** The outage page: plain HTML, no script, no stylesheet or picture to fetch (every other answer may fail too). */
const OUTAGE_PAGE = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Layanan sedang terganggu</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
        background: #f8fafc; color: #1e293b; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 0 0 0.75rem; color: #1e3a8a; }
      p { line-height: 1.6; margin: 0 0 0.75rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Layanan sedang terganggu</h1>
      <p>${OUTAGE_MESSAGE}</p>
      <p>Halaman ini akan kembali normal setelah gangguan teratasi. Muat ulang halaman dalam beberapa saat.</p>
    </main>
  </body>
</html>
`;

const OUTAGE = 'databaseOutage';

/** Whether this request's answer is the outage answer (global::front-cache then sends a kept page instead). */
export const isOutageAnswer = (ctx: Context): boolean => ctx.state[OUTAGE] === true;

/** A browser opening the address (the HTML page) rather than a program reading it (the JSON message). */
const wantsHtml = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') &&
  (ctx.path.startsWith('/api/') ? ctx.accepts('json', 'html') : ctx.accepts('html', 'json')) === 'html';

/**
 * Any answer that failed (500, or an error thrown through the chain) while the database does not answer becomes the
 * outage answer, whichever door: 503 with Retry-After, the plain Indonesian page for a browser's navigation, JSON
 * `{ message }` otherwise — never Strapi's error body or a stack. A failure while the database answers is left as it
 * was (global::api-errors and strapi::errors shaped it). Right behind global::front-cache, which answers a public
 * page's last kept copy instead of this page when it has one.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  /** The outage answer, in place of whatever the chain answered or threw. */
  const answerOutage = (ctx: Context) => {
    ctx.state[OUTAGE] = true;
    ctx.remove('Content-Length');
    ctx.remove('ETag');
    ctx.remove('X-Cache');
    ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 503;
    if (wantsHtml(ctx)) {
      ctx.type = 'html';
      ctx.body = OUTAGE_PAGE;
    } else ctx.body = { message: OUTAGE_MESSAGE };
  };

  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!(await databaseDown(strapi))) throw error;
      strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error));
      answerOutage(ctx);
      return;
    }
    // 500 only: the deliberate 503s (load shedding, maintenance mode) need no database check.
    if (ctx.status === 500 && (await databaseDown(strapi))) answerOutage(ctx);
  };
};
