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
 * The one place a request's identity is read: the opaque cookie token is looked up by its hash, and a live session
 * puts { actor, userId, sessionId } on ctx.state.auth.
 *
 * A cookie the server no longer accepts (revoked, expired, ended by the session limit, its account blocked or gone)
 * stays until a request needs the session, whose 401 says so (`sessionEnded`) and clears the cookie: a public read on
 * the way does not take the news from the app's session check. Without a cookie the 401 is plain: nothing ended.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const token = readSessionCookie(ctx);
    if (!token) return next();
    const resolved = await resolveSessionOnce(ctx, strapi);
    if (resolved) {
      ctx.state.auth = {
        actor: service(strapi, 'api::auth.identity').toActor(resolved.user),
        userId: resolved.user.id,
        sessionId: resolved.session.id,
        userName: resolved.user.name || resolved.user.username,
      } satisfies AuthState;
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
