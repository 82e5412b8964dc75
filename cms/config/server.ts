import { appConfig } from '../src/config/app-config';

export default {
  host: appConfig.server.host,
  port: appConfig.port,
  url: appConfig.server.url,
  app: { keys: appConfig.server.appKeys },
  // An idle connection stays open longer than a proxy keeps its own (nginx: 60 s), so the proxy closes it first and
  // never sends a request down one the cms is closing (a reset; nginx retries no POST or PUT, so a save would fail).
  http: { serverOptions: { keepAliveTimeout: appConfig.server.keepAliveSeconds * 1000 } },
  // Client IPs and https detection are resolved by src/lib/client-ip.ts from TRUSTED_PROXIES,
  // never by trusting X-Forwarded-* blindly, so Koa's own proxy mode stays off.
  proxy: { koa: false },
  dirs: { public: appConfig.publicDir },
  // Strapi's boxed start-up table is printed past the logger; JSON logs carry the same facts as lines instead.
  logger: { startup: { enabled: appConfig.log.format !== 'json' } },
  webhooks: { populateRelations: appConfig.server.webhooksPopulateRelations },
  // No remote `strapi transfer` (Settings → Transfer Tokens): a pull reads every table past the data layer, the rows
  // /admin never shows included (sessions, two-factor secrets, visitors' chats). Backups: npm run backup on the host.
  transfer: { remote: { enabled: false } },
};
