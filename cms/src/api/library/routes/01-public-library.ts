export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/library',
      handler: 'api::library.public-library.list',
      config: { auth: false, policies: ['global::landing-content'] },
    },
  ],
};
