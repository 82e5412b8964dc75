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
import type { SignedIn } from '../services/login';

const body = (ctx: Context): Record<string, unknown> => ctx.request.body ?? {};
const client = (ctx: Context) => ({ ip: clientIp(ctx), userAgent: ctx.get('user-agent') || undefined });
/** A signed-in account's change to itself: who asks, from where, and the body. */
const ownChange = (ctx: Context) => [requireAuth(ctx), clientIp(ctx), body(ctx)] as const;
/** Sets the cookie of a session a sign-in step opened; answers its account. */
const withSession = (ctx: Context, signedIn: SignedIn) => {
  setSessionCookie(ctx, signedIn.token, signedIn.rememberMe);
  return signedIn.user;
};

// Signed-in answers and those setting the session cookie are `no-store` through global::private-answers; sign-in steps
// that answer without a session (a challenge, the enrolment's secret) set it themselves.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const signIn = () => service(strapi, 'api::auth.login');
  const twoFactor = () => service(strapi, 'api::auth.two-factor');
  const account = () => service(strapi, 'api::auth.account');
  return {
    async login(ctx: Context) {
      const result = await signIn().login(body(ctx), client(ctx));
      ctx.set('Cache-Control', 'no-store');
      // An account with two-factor sign-in gets no session yet, only the challenge of the code step.
      ctx.body = 'challenge' in result ? result.challenge : withSession(ctx, result);
    },

    loginVerify: answer(async (ctx) => withSession(ctx, await signIn().verifyCode(body(ctx), client(ctx)))),

    async loginEnrolSetup(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await signIn().enrolSetup(body(ctx).challengeToken);
    },

    loginEnrolConfirm: answer(async (ctx) => {
      const result = await signIn().enrolConfirm(body(ctx), client(ctx));
      return { user: withSession(ctx, result), recoveryCodes: result.recoveryCodes };
    }),

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

    me: answer(async (ctx) => {
      const identity = service(strapi, 'api::auth.identity');
      const user = await identity.findById(requireAuth(ctx).userId);
      if (!user) throw unauthorized();
      return identity.toDto(user);
    }),

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
