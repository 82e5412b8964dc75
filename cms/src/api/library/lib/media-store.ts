import type { Core } from '@strapi/strapi';
import type { MediaEntry } from './media-entries';

const UID = 'api::library.library-item';
const COMPONENT = 'library.media';

/**
 * Writes an item's fields and replaces its `media` component rows in the current transaction
 * (component rows are created first, linked through the item's join table, the old ones deleted).
 */
export async function saveItemWithMedia(
  strapi: Core.Strapi,
  id: number,
  data: Record<string, unknown>,
  media: MediaEntry[],
): Promise<void> {
  const before = await strapi.db.query(UID).findOne({ where: { id }, select: ['id'], populate: { media: true } });
  const old: number[] = (before?.media ?? []).map((m: { id: number }) => m.id);
  await strapi.db.query(UID).update({ where: { id }, data: { ...data, media: await createMediaRows(strapi, media) } });
  if (old.length) await strapi.db.query(COMPONENT).deleteMany({ where: { id: { $in: old } } });
}

/** Creates the component rows for a new item; pass the result as the item's `media`. */
export async function createMediaRows(strapi: Core.Strapi, media: MediaEntry[]) {
  const created: Array<{ id: number }> = [];
  for (const entry of media) created.push(await strapi.db.query(COMPONENT).create({ data: entry }));
  return created.map((c) => ({ id: c.id, __pivot: { field: 'media', component_type: COMPONENT } }));
}
