export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/permissions',
      handler: 'api::roles.permissions.find',
      config: {
        auth: false,
        policies: [{ name: 'global::has-permission', config: { anyOf: ['roles.view', 'roles.create', 'roles.edit'] } }],
      },
    },
  ],
};
