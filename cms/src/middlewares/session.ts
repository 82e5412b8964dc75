import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { SESSION_ENDED_MESSAGE, sessionLimitEndedMessage, type SessionEndReason } from '@hmti/contract';
import { appConfig } from '../config/app-config';
import { httpError } from '../lib/http-error';
import { clearSessionCookie, readSessionCookie, type AuthState } from '../lib/request-context';
import { resolveSessionOnce } from '../security/session-lookup';
import { service } from '../lib/services';

const isUnauthorized = (err: unknown) => (err as { status?: unknown } | null)?.status === 401;
/** Sign-in's own refusals (a wrong password, an expired code step) are not about the session the browser holds. */
const isSignIn = (path: string) => path.startsWith('/api/auth/login');

const endedMessage = (reason: SessionEndReason) =>
  reason === 'session_limit' ? sessionLimitEndedMessage(appConfig.session.maxActivePerUser) : SESSION_ENDED_MESSAGE;

/**
 * The one place a request's identity is read: the opaque cookie token is looked up by its hash,
 * and a live session puts { actor, userId, sessionId } on ctx.state.auth.
 *
 * A cookie the server no longer accepts (its session revoked from another device or by a password change, expired,
 * ended by the account's session limit, its account blocked or gone) stays until a request needs the session, and
 * that request's 401 says so (`sessionEnded`, with its message) and clears the cookie — so the browser is told,
 * whichever request it sends first: a public read on the way (the site's settings) does not take the news away from
 * the session check at the app's start. A browser that logged out, or never signed in, sends no cookie and gets a
 * plain 401: nothing ended for it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const token = readSessionCookie(ctx);
    if (!token) return next();
    const resolved = await resolveSessionOnce(ctx, strapi);
    if (resolved) {
      const auth: AuthState = {
        actor: service(strapi, 'api::auth.identity').toActor(resolved.user),
        userId: resolved.user.id,
        sessionId: resolved.session.id,
        userName: resolved.user.name || resolved.user.username,
      };
      ctx.state.auth = auth;
      return next();
    }
    try {
      await next();
    } catch (err) {
      if (!isUnauthorized(err) || isSignIn(ctx.path)) throw err;
      const reason: SessionEndReason = (await service(strapi, 'api::auth.session-store').endReason(token)) ?? 'ended';
      clearSessionCookie(ctx);
      throw httpError(401, endedMessage(reason), { sessionEnded: reason });
    }
  };
