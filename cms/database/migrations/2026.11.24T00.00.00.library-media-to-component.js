'use strict';

// Library items kept their pictures in four parallel JSON columns (images, image_sources,
// gdrive_file_ids, media_kinds); they are now a repeatable `library.media` component. The schema
// sync that follows this migration drops those columns, so their contents are first copied to
// `library_media_legacy`; the cms turns each copied row into components at boot
// (api::library.media-migration) and then drops the table.
const LEGACY = 'library_media_legacy';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('library_items'))) return;
    if (!(await knex.schema.hasColumn('library_items', 'images'))) return;
    if (!(await knex.schema.hasTable(LEGACY))) {
      await knex.schema.createTable(LEGACY, (t) => {
        t.integer('item_id').primary();
        t.text('images');
        t.text('image_sources');
        t.text('gdrive_file_ids');
        t.text('media_kinds');
      });
    }
    const rows = await knex('library_items').select('id', 'images', 'image_sources', 'gdrive_file_ids', 'media_kinds');
    const text = (v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
    for (const row of rows) {
      await knex(LEGACY).insert({
        item_id: row.id,
        images: text(row.images),
        image_sources: text(row.image_sources),
        gdrive_file_ids: text(row.gdrive_file_ids),
        media_kinds: text(row.media_kinds),
      });
    }
  },
};
