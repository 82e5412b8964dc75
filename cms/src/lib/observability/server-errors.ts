import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * How an error that reached Koa's error event is logged: a client that went away is not the server's fault (debug,
 * no stack), a refused request is a warning without a stack, and only a real server failure carries its stack.
 */
export function reportFor(err: ServerError): { level: 'debug' | 'warn' | 'error'; message: string; stack?: string } {
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
  // Koa prints to stderr itself unless silent (its printer is added when no listener exists as it builds its handler).
  strapi.server.app.silent = true;
  strapi.server.app.on('error', (err: ServerError) => {
    const { level, message, stack } = reportFor(err);
    strapi.log.log(level, message, stack ? { stack } : {});
  });
}

/** The answer to a request the HTTP parser could not read (as Node's own default: 431, 408, otherwise 400). */
function clientErrorAnswer(err: Error & { code?: string }): { status: number; line: string } {
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  return {
    status,
    line: `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  };
}

/**
 * A connection whose bytes are not HTTP, or that ends inside a request (a slow client giving up: Parse Error from
 * socketOnEnd), is the client's: one warning through the logger (debug when the client is gone) instead of a stack
 * on stderr, a plain answer while the socket can still take one (none once an answer has started), then it is closed.
 */
export function installClientErrorLog(strapi: Core.Strapi) {
  strapi.server.httpServer.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    const { status, line } = clientErrorAnswer(err);
    if (err.code === 'ECONNRESET' || !socket.writable || answering) {
      strapi.log.debug(`client went away mid-request (${err.code ?? err.message})`);
      socket.destroy();
      return;
    }
    strapi.log.warn(`client sent what the server could not read (${err.code ?? err.message}): answered ${status}`);
    socket.end(line);
  });
}
