'use strict';

// Articles gain `publishedDate`, the moment they went public (the date the site shows, sorts and feeds by); the
// data layer sets it on every later publish. Migrations run before the schema sync, so the column is added here
// (as the sync would: datetime, no zone, precision 6) and every article already published gets its creation time,
// the date it was shown with until now. Drafts stay without one until they are published.
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('articles'))) return;
    if (!(await knex.schema.hasColumn('articles', 'published_date')))
      await knex.schema.alterTable('articles', (t) => {
        t.datetime('published_date', { useTz: false, precision: 6 });
      });
    await knex('articles')
      .where({ published: true })
      .whereNull('published_date')
      .update({
        published_date: knex.ref('created_at'),
      });
  },
};
