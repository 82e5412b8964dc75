import type { Core } from '@strapi/strapi';
import type { Permission } from '@hmti/contract';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(): Promise<Permission[]> {
    const rows = await strapi.db.query('api::roles.permission').findMany({
      select: ['id', 'name', 'displayName', 'description', 'category'],
      orderBy: [{ category: 'asc' }, { name: 'asc' }],
    });
    return rows.map(({ id, name, displayName, description, category }) => ({
      _id: id,
      name,
      displayName,
      description,
      category,
    }));
  },
});
