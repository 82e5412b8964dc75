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
import { unauthorized } from '../../../lib/http-error';
import { service } from '../../../lib/services';

const body = (ctx: Context) => (ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {};
const client = (ctx: Context) => ({ ip: clientIp(ctx), userAgent: ctx.get('user-agent') || undefined });
const codeStep = (ctx: Context) => ({ body: body(ctx), ...client(ctx) });

/**
 * Answers to a signed-in request, and those that set the session cookie, are `no-store` through
 * global::private-answers; the sign-in steps that answer without a session (a challenge, the enrolment's secret) say
 * it themselves.
 */

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    const { username, password, rememberMe } = body(ctx);
    const result = await service(strapi, 'api::auth.login').login({ username, password, rememberMe, ...client(ctx) });
    ctx.set('Cache-Control', 'no-store');
    // An account with two-factor sign-in gets no session yet, only the challenge of the code step.
    if ('challenge' in result) {
      ctx.body = result.challenge;
      return;
    }
    setSessionCookie(ctx, result.token, result.rememberMe);
    ctx.body = result.user;
  },

  async loginVerify(ctx: Context) {
    const result = await service(strapi, 'api::auth.login').verifyCode(codeStep(ctx));
    setSessionCookie(ctx, result.token, result.rememberMe);
    ctx.body = result.user;
  },

  async loginEnrolSetup(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service(strapi, 'api::auth.login').enrolSetup(body(ctx).challengeToken);
  },

  async loginEnrolConfirm(ctx: Context) {
    const result = await service(strapi, 'api::auth.login').enrolConfirm(codeStep(ctx));
    setSessionCookie(ctx, result.token, result.rememberMe);
    ctx.body = { user: result.user, recoveryCodes: result.recoveryCodes };
  },

  async twoFactorStatus(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').status(requireAuth(ctx));
  },

  async twoFactorSetup(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').setupOwn(requireAuth(ctx), clientIp(ctx), body(ctx));
  },

  async twoFactorEnable(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').enableOwn(requireAuth(ctx), clientIp(ctx), body(ctx));
  },

  async twoFactorRecoveryCodes(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').regenerateRecoveryCodes(
      requireAuth(ctx),
      clientIp(ctx),
      body(ctx),
    );
  },

  async twoFactorDisable(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').disable(requireAuth(ctx), clientIp(ctx), body(ctx));
  },

  async twoFactorPolicy(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').policy();
  },

  async updateTwoFactorPolicy(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').setPolicy(body(ctx));
  },

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

  async updateProfile(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.account').updateProfile(requireAuth(ctx), clientIp(ctx), body(ctx));
  },

  async changePassword(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.account').changePassword(requireAuth(ctx), clientIp(ctx), body(ctx));
  },

  async sessions(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.account').listSessions(requireAuth(ctx));
  },

  async revokeSession(ctx: Context) {
    const result = await service(strapi, 'api::auth.account').revokeSession(requireAuth(ctx), body(ctx).sessionId);
    if (result.current) clearSessionCookie(ctx);
    ctx.body = result;
  },

  async revokeAllSessions(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.account').revokeAll(requireAuth(ctx));
    clearSessionCookie(ctx);
  },

  async permissions(ctx: Context) {
    ctx.body = { permissions: [...(currentAuth(ctx)?.actor.permissions ?? [])] };
  },
});
