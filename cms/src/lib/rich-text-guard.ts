import type { Core } from '@strapi/strapi';
import { sanitizeRichText } from './sanitize-rich-text';

/** The attributes that hold HTML, by content type. Every other text attribute is plain text, shown as text. */
const RICH_TEXT_FIELDS: Record<string, string[]> = {
  'api::articles.article': ['content'],
  'api::settings.setting': ['aboutUs'],
};

type Data = Record<string, unknown>;

function cleanData(uid: string, data: Data | Data[] | undefined) {
  for (const row of Array.isArray(data) ? data : data ? [data] : []) {
    for (const field of RICH_TEXT_FIELDS[uid] ?? []) {
      if (typeof row[field] === 'string') row[field] = sanitizeRichText(row[field]);
    }
  }
}

/**
 * Sanitises HTML attributes on every database write, whoever writes them: our API (which already
 * sanitised — the sanitiser is idempotent), the admin panel's Content Manager, seeds, scripts.
 */
export function guardRichTextOnWrite(strapi: Core.Strapi) {
  const clean = (event: { model: { uid: string }; params: { data?: Data | Data[] } }) =>
    cleanData(event.model.uid, event.params.data);
  strapi.db.lifecycles.subscribe({
    models: Object.keys(RICH_TEXT_FIELDS),
    beforeCreate: clean,
    beforeCreateMany: clean,
    beforeUpdate: clean,
    beforeUpdateMany: clean,
  });
}
