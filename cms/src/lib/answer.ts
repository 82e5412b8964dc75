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

/** The largest id a row can have: the id column's type (PostgreSQL's `integer`). */
const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can be a row's id. A larger number names no row (and PostgreSQL refuses to compare one with it). */
export const isRowId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** The row of `id` (with `populate`), else a 404 with `message`: an id no row can have finds none. */
export async function findRowOr404<T>(
  query: { findOne(params: object): Promise<unknown> },
  id: unknown,
  message: string,
  populate?: object,
): Promise<T> {
  const row = isRowId(id) ? await query.findOne({ where: { id }, ...(populate ? { populate } : {}) }) : null;
  if (!row) throw notFound(message);
  return row as T;
}

/** A path's id: one a row can have, else a 404 with `message` (an id no row can have names nothing). */
export const positiveId = (value: unknown, message: string): number => {
  const id = Number(value);
  if (!isRowId(id)) throw notFound(message);
  return id;
};
