/** Cache keys of this screen. ['settings'] is shared with the public site, so saves refresh it too. */
export const settingsKeys = {
  site: ['settings'] as const,
  stored: ['settings', 'stored'] as const,
  revisions: ['settings', 'revisions'] as const,
  middleware: ['settings-middleware'] as const,
  requestLimits: ['settings-request-limits'] as const,
  sessions: ['auth', 'sessions'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
  twoFactorPolicy: ['auth', 'two-factor', 'policy'] as const,
  usersForRoleCard: ['users', 'role-card'] as const,
  users: ['users'] as const,
};
