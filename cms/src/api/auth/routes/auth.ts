import { open, ownerOnly, routesTo, signedIn } from '../../../lib/route-config';

const route = routesTo('api::auth.auth');

export default {
  routes: [
    route('POST', '/auth/login', 'login', open),
    // The code step of two-factor sign-in, and the enrolment a role demands before the first session.
    route('POST', '/auth/login/verify', 'loginVerify', open),
    route('POST', '/auth/login/setup', 'loginEnrolSetup', open),
    route('POST', '/auth/login/enrol', 'loginEnrolConfirm', open),
    route('GET', '/auth/two-factor', 'twoFactorStatus', signedIn),
    route('POST', '/auth/two-factor/setup', 'twoFactorSetup', signedIn),
    route('POST', '/auth/two-factor/enable', 'twoFactorEnable', signedIn),
    route('POST', '/auth/two-factor/disable', 'twoFactorDisable', signedIn),
    route('POST', '/auth/two-factor/recovery-codes', 'twoFactorRecoveryCodes', signedIn),
    route('GET', '/auth/two-factor/policy', 'twoFactorPolicy', ownerOnly),
    route('PUT', '/auth/two-factor/policy', 'updateTwoFactorPolicy', ownerOnly),
    route('POST', '/auth/logout', 'logout', open),
    route('GET', '/auth/me', 'me', signedIn),
    route('GET', '/auth/permissions', 'permissions', signedIn),
    route('POST', '/auth/refresh-permissions', 'permissions', signedIn),
    route('PUT', '/auth/profile', 'updateProfile', signedIn),
    route('POST', '/auth/change-password', 'changePassword', signedIn),
    route('GET', '/auth/sessions', 'sessions', signedIn),
    route('POST', '/auth/sessions/revoke', 'revokeSession', signedIn),
    route('POST', '/auth/revoke-all-sessions', 'revokeAllSessions', signedIn),
  ],
};
