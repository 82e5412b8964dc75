import type { Core } from '@strapi/strapi';

/** The users-permissions side of every site account, whoever creates it: local, confirmed, unblocked, Authenticated. */
export async function siteAccountFields(strapi: Core.Strapi) {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  return { provider: 'local', confirmed: true, blocked: false, ...(role ? { role: role.id } : {}) };
}
