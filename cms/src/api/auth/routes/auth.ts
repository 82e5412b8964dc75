const signedIn = { auth: false as const, policies: ['global::is-authenticated'] };
const ownerOnly = { auth: false as const, policies: [{ name: 'global::has-role', config: { roles: ['owner'] } }] };

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/auth/login', handler: 'api::auth.auth.login', config: { auth: false } },
    // The code step of two-factor sign-in, and the enrolment a role demands before the first session.
    { method: 'POST', path: '/auth/login/verify', handler: 'api::auth.auth.loginVerify', config: { auth: false } },
    { method: 'POST', path: '/auth/login/setup', handler: 'api::auth.auth.loginEnrolSetup', config: { auth: false } },
    { method: 'POST', path: '/auth/login/enrol', handler: 'api::auth.auth.loginEnrolConfirm', config: { auth: false } },
    { method: 'GET', path: '/auth/two-factor', handler: 'api::auth.auth.twoFactorStatus', config: signedIn },
    { method: 'POST', path: '/auth/two-factor/setup', handler: 'api::auth.auth.twoFactorSetup', config: signedIn },
    { method: 'POST', path: '/auth/two-factor/enable', handler: 'api::auth.auth.twoFactorEnable', config: signedIn },
    { method: 'POST', path: '/auth/two-factor/disable', handler: 'api::auth.auth.twoFactorDisable', config: signedIn },
    {
      method: 'POST',
      path: '/auth/two-factor/recovery-codes',
      handler: 'api::auth.auth.twoFactorRecoveryCodes',
      config: signedIn,
    },
    { method: 'GET', path: '/auth/two-factor/policy', handler: 'api::auth.auth.twoFactorPolicy', config: ownerOnly },
    {
      method: 'PUT',
      path: '/auth/two-factor/policy',
      handler: 'api::auth.auth.updateTwoFactorPolicy',
      config: ownerOnly,
    },
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
