import type { Core } from '@strapi/strapi';

/** The users-permissions side of every site account, whoever creates it: local, confirmed, unblocked, Authenticated. */
export async function siteAccountFields(strapi: Core.Strapi) {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  return { provider: 'local', confirmed: true, blocked: false, ...(role ? { role: role.id } : {}) };
}

const STAND_IN_DOMAIN = '@users.local';
/** The address kept for an account without an email (the users-permissions user needs one, unique); never shown. */
export const standInEmail = (username: string) => `${username.toLowerCase()}${STAND_IN_DOMAIN}`;
/** The email the person gave: '' for the stand-in, or for an `.invalid` address an import stood in with. */
export const givenEmail = (email: string | null | undefined) =>
  !email || email.endsWith(STAND_IN_DOMAIN) || email.endsWith('.invalid') ? '' : email;
