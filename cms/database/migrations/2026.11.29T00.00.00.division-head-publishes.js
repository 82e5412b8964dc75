'use strict';

// Seeded roles that write articles also publish them; the division head was seeded without articles.publish.
// A database seeded before gets it added once, when its division head still has the seeded article rights
// (create and edit) without it. Removing it afterwards (Role Management) is kept: migrations run once.
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('app_roles'))) return;
    const rows = await knex('app_roles').select('id', 'permissions').where({ name: 'division_head' });
    for (const row of rows) {
      const list = typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions;
      if (!Array.isArray(list) || list.includes('articles.publish')) continue;
      if (!list.includes('articles.create') || !list.includes('articles.edit')) continue;
      await knex('app_roles')
        .where({ id: row.id })
        .update({ permissions: JSON.stringify([...list, 'articles.publish']) });
    }
  },
};
