export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/stats',
      handler: 'api::landing.stats.find',
      config: { auth: false, policies: ['global::landing-content'] },
    },
  ],
};
