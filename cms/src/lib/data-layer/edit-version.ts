import type { Core } from '@strapi/strapi';
import { refuse } from './refuse';
import { CHANGED_SINCE_OPENED } from './rule-messages';
import { rowsBefore, type Row, type RowEvent } from './lifecycle-event';

/** The attribute that counts a row's writes (schema.json: private, not configurable; hidden in /admin's forms). */
const FIELD = 'editVersion';

/**
 * A stale /admin form does not write over a newer save. The Content Manager sends back every attribute it loaded but
 * none of the timestamps (so not the `updatedAt` the dashboard's `basedOn` names): a type with `editVersion` gets it
 * in the form, hidden, and a write that names a version other than the stored one is refused (the form then loads the
 * newer version). Every write of a row counts up (a write naming none, as the dashboard's, a script's or the
 * scheduler's, is not checked), so the form a save answered with names the new version.
 */
export function subscribeEditVersions(strapi: Core.Strapi) {
  const models = Object.values(strapi.contentTypes)
    .filter((type) => FIELD in type.attributes)
    .map((type) => type.uid);
  const column = (uid: string) => (strapi.db.metadata.get(uid).attributes[FIELD] as { columnName: string }).columnName;

  strapi.db.lifecycles.subscribe({
    models,
    beforeCreate(event: RowEvent) {
      if (event.params.data) event.params.data[FIELD] = 0;
    },
    beforeCreateMany(event: { params: { data?: Row[] } }) {
      for (const row of event.params.data ?? []) row[FIELD] = 0;
    },
    async beforeUpdate(event: RowEvent) {
      const { data } = event.params;
      if (!data) return;
      const [row] = await rowsBefore(strapi, event);
      if (!row) return;
      const stored = Number(row[FIELD] ?? 0);
      if (data[FIELD] !== undefined && data[FIELD] !== null && Number(data[FIELD]) !== stored)
        throw refuse(CHANGED_SINCE_OPENED);
      data[FIELD] = stored + 1;
    },
    // Several rows at once (the scheduler's publish): each counts up once the write is done.
    async beforeUpdateMany(event: RowEvent) {
      if (event.params.data) delete event.params.data[FIELD];
      event.state.editedIds = (await rowsBefore(strapi, event)).map((row) => row.id);
    },
    async afterUpdateMany(event: RowEvent) {
      const ids = event.state.editedIds as number[] | undefined;
      if (!ids?.length) return;
      await strapi.db
        .queryBuilder(event.model.uid)
        .increment(column(event.model.uid))
        .where({ id: { $in: ids } })
        .execute();
    },
  });
}
