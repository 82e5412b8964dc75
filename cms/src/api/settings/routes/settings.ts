export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/settings', handler: 'api::settings.settings.find', config: { auth: false } },
    {
      method: 'PUT',
      path: '/settings',
      handler: 'api::settings.settings.update',
      config: {
        auth: false,
        policies: [{ name: 'global::has-permission', config: { anyOf: ['content.edit', 'settings.edit'] } }],
      },
    },
    {
      method: 'POST',
      path: '/settings/reset',
      handler: 'api::settings.settings.reset',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.edit'] } }] },
    },
    {
      method: 'GET',
      path: '/settings/middleware',
      handler: 'api::settings.settings.getSecurity',
      config: { auth: false, policies: [{ name: 'global::has-role', config: { roles: ['owner'] } }] },
    },
    {
      method: 'PUT',
      path: '/settings/middleware',
      handler: 'api::settings.settings.updateSecurity',
      config: { auth: false, policies: [{ name: 'global::has-role', config: { roles: ['owner'] } }] },
    },
  ],
};
