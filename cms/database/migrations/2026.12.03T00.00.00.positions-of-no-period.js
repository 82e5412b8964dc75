'use strict';

// A period's positions go with it (data layer, since 2026-12-02). A database whose period was deleted before that
// still holds its positions: no period shows them, but a division's form offers their names ("Posisi tersedia")
// as if they were in use. They go once.
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('org_positions')) || !(await knex.schema.hasTable('org_periods'))) return;
    await knex('org_positions').whereNotIn('period', knex('org_periods').select('name')).delete();
  },
};
