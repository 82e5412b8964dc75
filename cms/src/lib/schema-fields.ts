import memoize from 'lodash/memoize';
import type { Core, UID } from '@strapi/strapi';

// Attribute types stored in a column of the type's own table (relations, media and components are not).
export const COLUMN_TYPES: ReadonlySet<string> = new Set([
  'string',
  'text',
  'richtext',
  'blocks',
  'email',
  'uid',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'json',
  'password',
]);

// What Strapi adds to every type (timestamps, draft state, locale), and the count of a row's writes that /admin's forms
// carry (lib/data-layer/edit-version.ts): not an operator's field, not content.
export const SYSTEM_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'editVersion',
]);

/**
 * The attributes of a content type that an operator added (e.g. in the Content-Type Builder) beyond the
 * ones the service already handles: scalar, not private, not a password. They are added to the type's
 * answers under their own names; the handled (contract) fields keep theirs. Read once per process,
 * because a schema change restarts Strapi.
 */
export const addedFields = memoize(
  (strapi: Core.Strapi, uid: UID.ContentType, handled: readonly string[]): string[] => {
    const attributes: Record<string, { type?: string; private?: boolean }> = strapi.contentType(uid)?.attributes ?? {};
    return Object.entries(attributes)
      .filter(
        ([name, a]) =>
          !handled.includes(name) &&
          !SYSTEM_ATTRIBUTES.has(name) &&
          !a.private &&
          a.type !== 'password' &&
          COLUMN_TYPES.has(String(a.type)),
      )
      .map(([name]) => name);
  },
  (_strapi, uid, handled) => `${uid}|${handled.join(',')}`,
);

/** The added fields' values of a row (null when unset), to spread before the contract fields. */
export function pickFields(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
}
