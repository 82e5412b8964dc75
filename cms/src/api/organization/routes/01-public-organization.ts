const publicRoute = (path: string, action: string) => ({
  method: 'GET',
  path,
  handler: `api::organization.public-organization.${action}`,
  config: { auth: false as const, policies: ['global::landing-content'] },
});

export default {
  type: 'content-api',
  routes: [
    publicRoute('/organization/periods', 'periods'),
    publicRoute('/organization/members', 'members'),
    publicRoute('/organization/divisions', 'divisions'),
    publicRoute('/organization/positions/:period', 'positions'),
  ],
};
