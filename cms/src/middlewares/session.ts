import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { sessionLimitEndedMessage, type SessionEndReason } from '@hmti/contract';
import { appConfig } from '../config/app-config';
import { httpError } from '../lib/http-error';
import { clearSessionCookie, readSessionCookie, type AuthState } from '../lib/request-context';
import { resolveSessionOnce } from '../security/session-lookup';
import { service } from '../lib/services';

const isUnauthorized = (err: unknown) => (err as { status?: unknown } | null)?.status === 401;

/**
 * The one place a request's identity is read: the opaque cookie token is looked up by its hash,
 * and a live session puts { actor, userId, sessionId } on ctx.state.auth. A stale cookie is
 * cleared; routes that need a user then answer 401 through the is-authenticated policy.
 *
 * A session the server ended for a reason (the account's session limit) is the exception: its cookie stays until a
 * request needs the session, and that request's 401 says why (`sessionEnded` and its message) and clears the cookie —
 * so the ended device is told, whichever request it sends first.
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
    const reason: SessionEndReason | null = await service(strapi, 'api::auth.session-store').endReason(token);
    if (!reason) {
      clearSessionCookie(ctx);
      return next();
    }
    try {
      await next();
    } catch (err) {
      if (!isUnauthorized(err)) throw err;
      clearSessionCookie(ctx);
      throw httpError(401, sessionLimitEndedMessage(appConfig.session.maxActivePerUser), { sessionEnded: reason });
    }
  };
