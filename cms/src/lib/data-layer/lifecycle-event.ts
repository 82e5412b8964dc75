import type { Core } from '@strapi/strapi';

/** A stored row as a lifecycle sees it. */
export type Row = Record<string, unknown>;

/** A database lifecycle's event for one row, as the data layer's rules read it. */
export interface RowEvent {
  action: string;
  model: { uid: string };
  params: { data?: Row; where?: Row };
  state: Row;
}

/**
 * The rows a write touches, as they are before it: read once per write, however many rules, the activity log and the
 * revisions ask. Strapi gives each subscriber its own `event.state`, so the one thing every subscriber of one write
 * sees is the write's `params` object (Strapi passes the caller's through, the Document Service makes one per write):
 * the read is kept under it, and gone with it.
 */
const readsOfWrites = new WeakMap<object, Promise<Row[]>>();

export function rowsBefore(strapi: Core.Strapi, event: { model: { uid: string }; params: { where?: Row } }) {
  let rows = readsOfWrites.get(event.params);
  if (!rows) {
    rows = strapi.db.query(event.model.uid).findMany({ where: event.params.where ?? {} }) as Promise<Row[]>;
    readsOfWrites.set(event.params, rows);
  }
  return rows;
}
