export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/settings', handler: 'api::settings.settings.find', config: { auth: false } }],
};
