import type { Core } from '@strapi/strapi';
import snakeCase from 'lodash/snakeCase';
import { COLUMN_TYPES } from './schema-fields';
import { writeActivity } from './data-layer/audit-log';
import type { ActivityEntry } from './data-layer/audit-scope';
import { AUDITED_MODELS } from './data-layer/audited-models';

// Where the values of a column Strapi is about to drop are copied (one row per non-empty value).
const DROPPED_VALUES_TABLE = 'dropped_column_values';

interface ContentTypeShape {
  collectionName?: string;
  attributes?: Record<string, { type?: string }>;
}

/**
 * A field renamed or deleted in the Content-Type Builder makes Strapi's schema sync drop its column
 * at the next start. Before that happens, every non-empty value of such a column is copied to
 * `dropped_column_values` (table, column, row id, value), so the operator can move the data into the renamed field
 * (docs/developing.md, "Renaming or removing a field"). The log and the activity log (the dashboard's and /admin's,
 * where the operator who made the change looks) name the field, the count and what to do.
 */
export function keepDroppedColumnValues(strapi: Core.Strapi) {
  const notices: ActivityEntry[] = [];
  strapi.hook('strapi::content-types.afterSync').register(async () => {
    if (notices.length) await writeActivity(strapi, notices.splice(0));
  });
  strapi
    .hook('strapi::content-types.beforeSync')
    .register(async ({ oldContentTypes, contentTypes }: { oldContentTypes?: unknown; contentTypes: unknown }) => {
      if (!oldContentTypes) return;
      const knex = strapi.db.connection;
      const current = contentTypes as Record<string, ContentTypeShape>;
      for (const [uid, old] of Object.entries(oldContentTypes as Record<string, ContentTypeShape>)) {
        const now = current[uid];
        const table = old.collectionName;
        if (!now || !table || now.collectionName !== table || !(await knex.schema.hasTable(table))) continue;
        for (const [name, attribute] of Object.entries(old.attributes ?? {})) {
          if (now.attributes?.[name] || !COLUMN_TYPES.has(String(attribute.type))) continue;
          const column = strapi.db.metadata.identifiers.getColumnName(snakeCase(name));
          if (!(await knex.schema.hasColumn(table, column))) continue;
          const rows: Array<{ id: number; value: unknown }> = await knex(table)
            .select({ id: 'id', value: column })
            .whereNotNull(column);
          if (!rows.length) continue;
          if (!(await knex.schema.hasTable(DROPPED_VALUES_TABLE))) {
            await knex.schema.createTable(DROPPED_VALUES_TABLE, (t) => {
              t.increments('id');
              t.string('table_name');
              t.string('column_name');
              t.integer('row_id');
              t.text('value');
              t.timestamp('dropped_at');
            });
          }
          const droppedAt = new Date();
          for (let i = 0; i < rows.length; i += 200)
            await knex(DROPPED_VALUES_TABLE).insert(
              rows.slice(i, i + 200).map((r) => ({
                table_name: table,
                column_name: column,
                row_id: r.id,
                value: typeof r.value === 'string' ? r.value : JSON.stringify(r.value),
                dropped_at: droppedAt,
              })),
            );
          strapi.log.warn(
            `Schema change: the field "${name}" of ${uid} is gone from the schema, so its column ${table}.${column} ` +
              `is dropped now; its ${rows.length} non-empty value(s) were copied to the table ${DROPPED_VALUES_TABLE}. ` +
              'If the field was renamed, copy them into the new field ' +
              '(docs/developing.md, "Renaming or removing a field").',
          );
          notices.push({
            // The area of the type's own entries; a type the log does not follow is the site's setup.
            type: AUDITED_MODELS[uid]?.type ?? 'settings',
            action: 'update',
            title: `Field "${name}" dihapus dari skema ${uid}`,
            description:
              `${rows.length} nilai kolom ${table}.${column} disalin ke tabel ${DROPPED_VALUES_TABLE} sebelum kolomnya ` +
              'dihapus. Jika field ini diganti nama, salin nilainya ke field baru (docs/developing.md, ' +
              '"Renaming or removing a field").',
            entityTitle: `${table}.${column}`,
          });
        }
      }
    });
}
