import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  clearSessionCookie,
  clientIp,
  currentAuth,
  readSessionCookie,
  requireAuth,
  setSessionCookie,
} from '../../../lib/request-context';
import { answer } from '../../../lib/answer';
import { unauthorized } from '../../../lib/http-error';
import { service } from '../../../lib/services';

const body = (ctx: Context): Record<string, unknown> => ctx.request.body ?? {};
const client = (ctx: Context) => ({ ip: clientIp(ctx), userAgent: ctx.get('user-agent') || undefined });
const codeStep = (ctx: Context) => ({ body: body(ctx), ...client(ctx) });
/** A signed-in account's change to itself: who asks, from where, and the body. */
const ownChange = (ctx: Context) => [requireAuth(ctx), clientIp(ctx), body(ctx)] as const;

// Signed-in answers and those setting the session cookie are `no-store` through global::private-answers; sign-in steps
// that answer without a session (a challenge, the enrolment's secret) set it themselves.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const signIn = () => service(strapi, 'api::auth.login');
  const twoFactor = () => service(strapi, 'api::auth.two-factor');
  const account = () => service(strapi, 'api::auth.account');
  return {
    async login(ctx: Context) {
      const { username, password, rememberMe } = body(ctx);
      const result = await signIn().login({ username, password, rememberMe, ...client(ctx) });
      ctx.set('Cache-Control', 'no-store');
      // An account with two-factor sign-in gets no session yet, only the challenge of the code step.
      if ('challenge' in result) ctx.body = result.challenge;
      else {
        setSessionCookie(ctx, result.token, result.rememberMe);
        ctx.body = result.user;
      }
    },

    async loginVerify(ctx: Context) {
      const result = await signIn().verifyCode(codeStep(ctx));
      setSessionCookie(ctx, result.token, result.rememberMe);
      ctx.body = result.user;
    },

    async loginEnrolSetup(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await signIn().enrolSetup(body(ctx).challengeToken);
    },

    async loginEnrolConfirm(ctx: Context) {
      const result = await signIn().enrolConfirm(codeStep(ctx));
      setSessionCookie(ctx, result.token, result.rememberMe);
      ctx.body = { user: result.user, recoveryCodes: result.recoveryCodes };
    },

    twoFactorStatus: answer((ctx) => twoFactor().status(requireAuth(ctx))),
    twoFactorSetup: answer((ctx) => twoFactor().setupOwn(...ownChange(ctx))),
    twoFactorEnable: answer((ctx) => twoFactor().enableOwn(...ownChange(ctx))),
    twoFactorRecoveryCodes: answer((ctx) => twoFactor().regenerateRecoveryCodes(...ownChange(ctx))),
    twoFactorDisable: answer((ctx) => twoFactor().disable(...ownChange(ctx))),
    twoFactorPolicy: answer(() => twoFactor().policy()),
    updateTwoFactorPolicy: answer((ctx) => twoFactor().setPolicy(body(ctx))),

    async logout(ctx: Context) {
      const auth = currentAuth(ctx);
      if (auth) await service(strapi, 'api::auth.session-store').revoke(auth.sessionId);
      if (readSessionCookie(ctx)) clearSessionCookie(ctx);
      ctx.body = { success: true, message: 'Logged out' };
    },

    async me(ctx: Context) {
      const auth = currentAuth(ctx);
      const identity = service(strapi, 'api::auth.identity');
      const user = auth && (await identity.findById(auth.userId));
      if (!user) throw unauthorized();
      ctx.body = identity.toDto(user);
    },

    updateProfile: answer((ctx) => account().updateProfile(...ownChange(ctx))),
    changePassword: answer((ctx) => account().changePassword(...ownChange(ctx))),
    sessions: answer((ctx) => account().listSessions(requireAuth(ctx))),

    async revokeSession(ctx: Context) {
      const result = await account().revokeSession(requireAuth(ctx), body(ctx).sessionId);
      if (result.current) clearSessionCookie(ctx);
      ctx.body = result;
    },

    async revokeAllSessions(ctx: Context) {
      ctx.body = await account().revokeAll(requireAuth(ctx));
      clearSessionCookie(ctx);
    },

    permissions: answer((ctx) => ({ permissions: [...(currentAuth(ctx)?.actor.permissions ?? [])] })),
  };
};
