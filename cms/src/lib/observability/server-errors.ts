import type { Core } from '@strapi/strapi';

/** Socket errors that only say the client went away while its answer was being written. */
const CLIENT_GONE = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

type ServerError = Error & { code?: string; status?: number; expose?: boolean };

export type ErrorReport = { level: 'debug' | 'warn' | 'error'; message: string; stack?: string };

/**
 * How an error that reached Koa's error event is logged: a client that went away is not the server's fault (debug,
 * no stack), a refused request is a warning without a stack, and only a real server failure carries its stack.
 */
export function reportFor(err: ServerError): ErrorReport {
  if (err.code && CLIENT_GONE.has(err.code))
    return { level: 'debug', message: `client went away while the answer was sent (${err.code})` };
  if (typeof err.status === 'number' && err.status < 500)
    return { level: 'warn', message: `request refused (${err.status}): ${err.message}` };
  return { level: 'error', message: err.message || String(err), stack: err.stack };
}

/**
 * Replaces Koa's default error printer (plain text with an indented stack on stderr, even for a client that hung
 * up) with one structured log line through Strapi's logger. Koa only installs its printer when nothing else
 * listens, so this must run before the first request.
 */
export function installServerErrorLog(strapi: Core.Strapi) {
  strapi.server.app.on('error', (err: ServerError) => {
    const { level, message, stack } = reportFor(err);
    strapi.log.log(level, message, stack ? { stack } : {});
  });
}
