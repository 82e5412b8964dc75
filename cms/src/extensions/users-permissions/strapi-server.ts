import { DIVISION_KEY_MAX } from '@hmti/contract';

/**
 * Accounts live in the users-permissions user collection, extended here with the fields the site
 * needs. The plugin's own content-API routes (JWT login, registration, password reset, /api/users
 * CRUD, roles) are removed: our session routes under /api/auth and /api/users are the only contract.
 */
/** The part of the plugin object this extension touches. */
interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, unknown>; indexes?: unknown[] } } };
  routes: { 'content-api': { routes: unknown[] } };
}

export default <P extends UsersPermissionsPlugin>(plugin: P): P => {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes.name = { type: 'string', maxLength: 200 };
  attributes.division = { type: 'string', maxLength: DIVISION_KEY_MAX };
  attributes.lastLogin = { type: 'datetime' };
  // The newest activity id this user has seen in the dashboard bell.
  attributes.notificationsSeenId = { type: 'integer', private: true };
  attributes.appRole = {
    type: 'relation',
    relation: 'manyToOne',
    target: 'api::roles.role',
    inversedBy: 'users',
  };
  plugin.contentTypes.user.schema.indexes = [
    ...(plugin.contentTypes.user.schema.indexes ?? []),
    { name: 'up_users_username_uq', type: 'unique', columns: ['username'] },
    { name: 'up_users_email_uq', type: 'unique', columns: ['email'] },
  ];
  plugin.routes['content-api'].routes = [];
  return plugin;
};
