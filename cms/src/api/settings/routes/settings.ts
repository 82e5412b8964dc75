export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/settings', handler: 'api::settings.settings.find', config: { auth: false } },
    {
      method: 'PUT',
      path: '/settings',
      handler: 'api::settings.settings.update',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['content.edit', 'settings.edit'] } }] },
    },
  ],
};
