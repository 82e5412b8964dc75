import type { Core } from '@strapi/strapi';
import { entriesFromLegacy } from '../lib/media-entries';
import { saveItemWithMedia } from '../lib/media-store';

const UID = 'api::library.library-item';
// Filled by database/migrations/*library-media-to-component.js before the schema sync dropped the old columns.
const LEGACY = 'library_media_legacy';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Moves every copied item's files into its `media` component, then drops the copy; a no-op once done.
   * Safe to re-run after an interruption: items that already have media are skipped. */
  async run(): Promise<number> {
    const knex = strapi.db.connection;
    if (!(await knex.schema.hasTable(LEGACY))) return 0;
    const rows = await knex(LEGACY).select('*');
    let moved = 0;
    for (const row of rows) {
      const item = await strapi.db
        .query(UID)
        .findOne({ where: { id: row.item_id }, select: ['id', 'type'], populate: { media: true } });
      if (!item) continue;
      const media = entriesFromLegacy(row, item.type === 'video' ? 'video' : 'photo');
      if (!media.length || (Array.isArray(item.media) && item.media.length)) continue;
      const stamp = await knex('library_items').where({ id: item.id }).first('updated_at');
      await saveItemWithMedia(strapi, item.id, {}, media);
      // Moving the files is not an edit: the item keeps its last-edited time.
      await knex('library_items').where({ id: item.id }).update({ updated_at: stamp.updated_at });
      moved += 1;
    }
    await knex.schema.dropTable(LEGACY);
    if (moved) strapi.log.info(`Library: moved the files of ${moved} item(s) into the media component.`);
    return moved;
  },
});
