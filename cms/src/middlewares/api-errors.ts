import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { isErrorObject } from '../lib/error-object';
import { messageFor } from '../lib/http-error';

interface StrapiEnvelope {
  data: null;
  error: { status: number; name: string; message: string; details?: Record<string, unknown> };
}

/** A file over the upload limit (UPLOAD_MAX_MB), refused by the body parser before any handler. */
const FILE_TOO_BIG = `File terlalu besar: paling besar ${appConfig.uploadMaxBytes / 1024 / 1024} MB.`;

const isStrapiEnvelope = (body: unknown): body is StrapiEnvelope =>
  !!body && typeof body === 'object' && 'data' in body && typeof (body as StrapiEnvelope).error?.status === 'number';

/** Strapi's generic texts are replaced by ours; specific messages (ours, validation) pass through. */
const clientMessage = ({ status, name, message }: StrapiEnvelope['error']): string => {
  if (status >= 500) return messageFor(status);
  const generic = [
    'Policy Failed',
    'Not Found',
    'Forbidden',
    'Unauthorized',
    'Bad Request',
    'Payload Too Large',
    'Method Not Allowed',
  ];
  // Body-parser limits say "request entity too large" / "FileTooBig"; our own 413s carry a specific text.
  if (name === 'PayloadTooLargeError' && /FileTooBig/i.test(message)) return FILE_TOO_BIG;
  const bodyLimit = name === 'PayloadTooLargeError' && /too large/i.test(message);
  return !message || generic.includes(message) || bodyLimit ? messageFor(status) : message;
};

/**
 * Every /api error leaves as JSON { message, ...details } with its status (our http errors, Strapi's
 * policy and validation errors, body-parser failures, unknown routes) and never with a stack trace.
 * Placed first in config/middlewares.ts, so it reshapes what strapi::errors produced.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) {
      // The router matches case-insensitively, but the session, protections and errors only know '/api/':
      // '/API/…' would reach the handlers around all of them.
      if (/^\/api(\/|$)/i.test(ctx.path)) {
        ctx.status = 404;
        ctx.body = { message: messageFor(404) };
        return;
      }
      return next();
    }
    try {
      await next();
    } catch (err) {
      strapi.log.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      ctx.status = 500;
      ctx.body = { message: messageFor(500) };
      return;
    }
    const body = ctx.body;
    if (isStrapiEnvelope(body)) {
      const { status, details } = body.error;
      const carriesErrorObject = isErrorObject((details as { error?: unknown } | undefined)?.error);
      const extra = (status < 500 || carriesErrorObject) && details && typeof details === 'object' ? details : {};
      ctx.status = status;
      ctx.body = { ...extra, message: carriesErrorObject ? body.error.message : clientMessage(body.error) };
      if (status === 429 && typeof extra.retryAfter === 'number') ctx.set('Retry-After', String(extra.retryAfter));
    } else if (ctx.status >= 400 && (body == null || typeof body === 'string')) {
      ctx.body = { message: messageFor(ctx.status) };
    }
  };
