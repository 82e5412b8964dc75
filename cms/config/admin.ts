import type { Core } from '@strapi/strapi';
import { appConfig } from '../src/config/app-config';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
    // How long an /admin access token lasts before the panel refreshes it (Strapi's default: 30 minutes).
    sessions: { accessTokenLifespan: env.int('ADMIN_ACCESS_TOKEN_SECONDS', 30 * 60) },
  },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The reset link's sender (the mail itself goes through config/plugins.ts's SMTP settings).
  forgotPassword: { from: appConfig.mail.from, replyTo: appConfig.mail.replyTo || appConfig.mail.from },
  // Strapi's own limit on /admin/login (5 tries per 5 min); tests that sign in often switch it off.
  rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
});
