import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { CurrentLeaders, PublicSettings, RequestLimits } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { answer } from '../../../lib/answer';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const NO_LEADERS: CurrentLeaders = { period: null, chairperson: null, viceChairperson: null, divisions: [] };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const settings = await service(strapi, 'api::settings.site-settings').getPublic();
    // The chart's leaders are landing content: withheld from visitors in maintenance, as the organisation reads are.
    const withheld = settings.maintenanceMode === true && !ctx.state.auth;
    const currentLeaders = withheld ? NO_LEADERS : await service(strapi, 'api::organization.current-leaders').get();
    ctx.body = { ...settings, currentLeaders } satisfies PublicSettings;
  },
  reset: answer((ctx) => service(strapi, 'api::settings.settings-update').reset(requireAuth(ctx))),
  /** The configured limits, for the Security tab's description of them. */
  requestLimits(ctx: Context) {
    const { protections, loginLockout: login, twoFactor, session } = appConfig;
    ctx.body = {
      visitors: protections.apiRateLimit,
      staff: protections.staffRateLimit,
      signIn: {
        ip: { max: login.ipMaxFailures, windowSeconds: login.ipWindowSeconds },
        account: { max: login.accountMaxFailures, windowSeconds: login.accountWindowSeconds },
      },
      twoFactor: {
        account: { max: twoFactor.lockout.accountMaxFailures, windowSeconds: twoFactor.lockout.accountWindowSeconds },
        ip: { max: twoFactor.lockout.ipMaxFailures, windowSeconds: twoFactor.lockout.ipWindowSeconds },
        backoffMaxSeconds: twoFactor.lockout.backoff.maxWindowSeconds,
      },
      sessions: {
        hours: session.ttlHours,
        rememberDays: session.rememberDays,
        idleMinutes: session.idleMinutes,
        rememberIdleDays: session.rememberIdleDays,
        maxPerAccount: session.maxActivePerUser,
      },
    } satisfies RequestLimits;
  },
  getSecurity: answer(() => service(strapi, 'api::settings.security-settings').get()),
  updateSecurity: answer((ctx) =>
    service(strapi, 'api::settings.security-settings').update(requireAuth(ctx), ctx.request.body ?? {}),
  ),
  revisions: answer(() => service(strapi, 'api::settings.settings-revisions').list()),
  revision: answer((ctx) => service(strapi, 'api::settings.settings-revisions').get(Number(ctx.params.id))),
  restoreRevision: answer((ctx) =>
    service(strapi, 'api::settings.settings-revisions').restore(requireAuth(ctx), Number(ctx.params.id)),
  ),
  update: answer((ctx) => service(strapi, 'api::settings.settings-update').update(requireAuth(ctx), ctx.request.body)),
});
