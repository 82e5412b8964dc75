import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { badRequest } from '../lib/http-error';

/** A body parser's complaint about what the client sent (malformed JSON): a SyntaxError carrying status 400. */
const isMalformedBody = (err: unknown): err is Error & { status: number } =>
  err instanceof SyntaxError && (err as { status?: unknown }).status === 400;

/**
 * Malformed JSON from a client is the client's mistake, not ours: one warning without a stack, and a plain 400
 * (Strapi's error middleware would otherwise log it as an internal error with its stack).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (_ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (!isMalformedBody(err)) throw err;
      strapi.log.warn(`Malformed request body: ${err.message}`);
      throw badRequest(err.message);
    }
  };
