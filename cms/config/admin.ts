import { appConfig } from '../src/config/app-config';
import { service } from '../src/lib/services';

const admin = appConfig.adminPanel;

export default {
  serveAdminPanel: admin.serve,
  auth: {
    secret: admin.jwtSecret,
    // How long an /admin access token lasts before the panel refreshes it (Strapi's default: 30 minutes).
    sessions: { accessTokenLifespan: admin.accessTokenSeconds },
  },
  apiToken: { salt: admin.apiTokenSalt },
  transfer: { token: { salt: admin.transferTokenSalt } },
  secrets: { encryptionKey: admin.encryptionKey },
  flags: { nps: false, promoteEE: false },
  // The reset link's sender (the mail itself goes through config/plugins.ts's SMTP settings).
  forgotPassword: { from: appConfig.mail.from, replyTo: appConfig.mail.replyTo || appConfig.mail.from },
  // /admin/login is limited by the site's sign-in lockout (src/middlewares/admin-login-lockout.ts), which counts
  // wrong passwords per address and per account. Strapi's own limiter would be a second rule on the same door that
  // counts every sign-in, right ones too (five in five minutes locked a person out), with another message.
  rateLimit: { enabled: false },
  // "Open preview" in the Content Manager: an article's page on the site, in the admin; an unpublished one through a
  // short-lived signed preview link (src/api/articles/services/article-preview.ts). Other types have no preview.
  preview: {
    enabled: true,
    config: {
      handler: (uid: string, { documentId }: { documentId?: string }) =>
        service(strapi, 'api::articles.article-preview').url(uid, documentId),
    },
  },
};
