const signedIn = { auth: false as const, policies: ['global::is-authenticated'] };

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/auth/login', handler: 'api::auth.auth.login', config: { auth: false } },
    { method: 'POST', path: '/auth/logout', handler: 'api::auth.auth.logout', config: { auth: false } },
    { method: 'GET', path: '/auth/me', handler: 'api::auth.auth.me', config: signedIn },
    { method: 'GET', path: '/auth/permissions', handler: 'api::auth.auth.permissions', config: signedIn },
    { method: 'POST', path: '/auth/refresh-permissions', handler: 'api::auth.auth.permissions', config: signedIn },
    { method: 'PUT', path: '/auth/profile', handler: 'api::auth.auth.updateProfile', config: signedIn },
    { method: 'POST', path: '/auth/change-password', handler: 'api::auth.auth.changePassword', config: signedIn },
    { method: 'GET', path: '/auth/sessions', handler: 'api::auth.auth.sessions', config: signedIn },
    { method: 'POST', path: '/auth/sessions/revoke', handler: 'api::auth.auth.revokeSession', config: signedIn },
    {
      method: 'POST',
      path: '/auth/revoke-all-sessions',
      handler: 'api::auth.auth.revokeAllSessions',
      config: signedIn,
    },
  ],
};
