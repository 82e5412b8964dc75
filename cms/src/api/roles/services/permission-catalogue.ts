import type { Core } from '@strapi/strapi';

export interface PermissionDto {
  _id: number;
  name: string;
  displayName: string;
  description: string | null;
  category: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(): Promise<PermissionDto[]> {
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
