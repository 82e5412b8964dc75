import type { Core } from '@strapi/strapi';
import { sanitizeRichText } from '../sanitize-rich-text';

/** The attributes that hold HTML, by content type. Every other text attribute is plain text, shown as text. */
const RICH_TEXT_FIELDS: Record<string, string[]> = {
  'api::articles.article': ['content'],
  'api::settings.setting': ['aboutUs'],
};

type Data = Record<string, unknown>;

/**
 * Sanitises HTML attributes on every database write, whoever writes them: our API (which already
 * sanitised — the sanitiser is idempotent), the admin panel's Content Manager, seeds, scripts.
 */
export function guardRichTextOnWrite(strapi: Core.Strapi) {
  const clean = ({ model, params: { data } }: { model: { uid: string }; params: { data?: Data | Data[] } }) => {
    for (const row of Array.isArray(data) ? data : data ? [data] : [])
      for (const field of RICH_TEXT_FIELDS[model.uid] ?? [])
        if (typeof row[field] === 'string') row[field] = sanitizeRichText(row[field]);
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(RICH_TEXT_FIELDS),
    beforeCreate: clean,
    beforeCreateMany: clean,
    beforeUpdate: clean,
    beforeUpdateMany: clean,
  });
}
