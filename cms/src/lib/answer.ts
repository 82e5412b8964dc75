import type { Context } from 'koa';
import { notFound } from './http-error';

/**
 * A controller action that answers with what `reply` gives (awaited); `status` for an answer other than 200 (201
 * for what it creates).
 */
export const answer =
  (reply: (ctx: Context) => unknown, status?: number) =>
  async (ctx: Context): Promise<void> => {
    const body = await reply(ctx);
    if (status) ctx.status = status;
    ctx.body = body;
  };

/** A path's id: a positive integer, else a 404 with `message` (an id no row can have names nothing). */
export const positiveId = (value: unknown, message: string): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
};
