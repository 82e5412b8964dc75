import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Strapi's own limit on /admin/login (5 tries per 5 min); tests that sign in often switch it off.
  rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
});
