import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import createError from 'http-errors';
import { messageFor } from '../lib/http-error';

const FROM_BODY_PARSER = Symbol('error while reading the request body');
type BodyError = Error & { [FROM_BODY_PARSER]?: true; status?: unknown; statusCode?: unknown; httpCode?: unknown };

/**
 * strapi::body's `onError` (config/middlewares.ts): koa-body calls it with whatever failed while the body was read or
 * parsed — malformed or cut-off JSON, forms and multipart, a body whose compression is broken, an unknown charset,
 * a client that stopped sending. Every one of those is the client's; the error is marked and thrown on, so
 * strapi::body still answers its own file-size limit and this middleware answers the rest.
 */
export function rejectClientBody(err: Error): never {
  (err as BodyError)[FROM_BODY_PARSER] = true;
  throw err;
}

/** The parsers' own status when it is a client error they name (413 too large, 415 unknown charset or encoding). */
const statusOf = (err: BodyError): number => {
  const status = [err.status, err.statusCode, err.httpCode].find((s) => typeof s === 'number');
  return status === 413 || status === 415 ? status : 400;
};

const MESSAGES: Array<[type: RegExp, message: string]> = [
  [/^multipart\//, 'Data formulir tidak lengkap atau rusak.'],
  [/json/, 'Format JSON tidak valid.'],
];

const messageOf = (ctx: Context, status: number) => {
  if (status !== 400) return messageFor(status);
  const type = ctx.get('content-type').toLowerCase();
  return MESSAGES.find(([pattern]) => pattern.test(type))?.[1] ?? messageFor(400);
};

/**
 * A body the server could not read is the client's mistake, not ours: one warning without a stack, and a 400 (413,
 * 415) with an Indonesian message — never Strapi's 500 with the stack logged as an internal error. Answered here,
 * not thrown on, so strapi::errors never logs it; in Strapi's error shape, which the admin panel shows (an /admin
 * save too large says so, not "Unknown Server Error") and global::api-errors turns into /api's `{ message }`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof Error && (err as BodyError)[FROM_BODY_PARSER])) throw err;
      strapi.log.warn(`Malformed request body: ${err.message}`);
      const status = statusOf(err);
      ctx.status = status;
      ctx.body = {
        data: null,
        error: { status, name: createError(status).name, message: messageOf(ctx, status), details: {} },
      };
    }
  };
