import type { Core } from '@strapi/strapi';
import { appConfig } from '../src/config/app-config';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Client IPs and https detection are resolved by src/lib/client-ip.ts from TRUSTED_PROXIES,
  // never by trusting X-Forwarded-* blindly, so Koa's own proxy mode stays off.
  proxy: { koa: false },
  dirs: { public: appConfig.publicDir },
  // Strapi's boxed start-up table is printed past the logger; JSON logs carry the same facts as lines instead.
  logger: { startup: { enabled: appConfig.log.format !== 'json' } },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
});
