import type { Core } from '@strapi/strapi';
import { fieldRefusal } from './refuse';
import { fileNotStoredByBulkCreate, fileNotStoredByBulkUpdate } from './rule-messages';

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

/**
 * Whether an update or delete of many rows changed none: no row matched before it, or none was left to change when it
 * ran (another instance claimed them first). Such a write is no event: no activity entry, no version.
 */
export const changedNoRows = (event: { action: string; state: Row; result?: unknown }) =>
  event.action.endsWith('Many') &&
  event.action !== 'afterCreateMany' &&
  (!(event.state.before as Row[] | undefined)?.length || (event.result as { count?: number } | undefined)?.count === 0);

/**
 * A bulk insert's hook made of a one-row insert's: each row checked (and normalised) as its own `create` would be, so
 * `createMany` (a script's, a console's) is no way around a rule. `relations`: the row's media fields, which
 * `createMany` does not store: a row naming one is refused rather than saved without it.
 */
export const eachRow =
  (hook: (event: RowEvent) => unknown, relations: string[] = []) =>
  async (event: { model: { uid: string }; params: { data?: Row | Row[] }; state: Row }) => {
    const rows = Array.isArray(event.params.data) ? event.params.data : [];
    for (const data of rows) {
      const dropped = relations.find((field) => data[field] !== undefined && data[field] !== null);
      if (dropped) throw fieldRefusal([dropped], fileNotStoredByBulkCreate(dropped));
      await hook({ ...event, action: 'beforeCreate', params: { data } });
    }
  };

/**
 * A bulk update's hook made of a one-row update's: run for each row the update touches, as that row's own `update`
 * would be, so `updateMany` is no way around a rule either. `relations` as for eachRow, and taking a file away (null)
 * is refused too: `updateMany` leaves the files as they are.
 */
export const eachUpdated =
  (strapi: Core.Strapi, hook: (event: RowEvent) => unknown, relations: string[] = []) =>
  async (event: RowEvent) => {
    const data = event.params.data ?? {};
    const dropped = relations.find((field) => data[field] !== undefined);
    if (dropped) throw fieldRefusal([dropped], fileNotStoredByBulkUpdate(dropped));
    for (const row of await rowsBefore(strapi, event))
      await hook({ ...event, action: 'beforeUpdate', params: { data, where: { id: row.id } } });
  };
