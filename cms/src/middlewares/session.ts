import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { clearSessionCookie, readSessionCookie, type AuthState } from '../lib/request-context';
import { resolveSessionOnce } from '../security/session-lookup';

/**
 * The one place a request's identity is read: the opaque cookie token is looked up by its hash,
 * and a live session puts { actor, userId, sessionId } on ctx.state.auth. A stale cookie is
 * cleared; routes that need a user then answer 401 through the is-authenticated policy.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const token = readSessionCookie(ctx);
    if (token) {
      const resolved = await resolveSessionOnce(ctx, strapi);
      if (resolved) {
        const auth: AuthState = {
          actor: strapi.service('api::auth.identity').toActor(resolved.user),
          userId: resolved.user.id,
          sessionId: resolved.session.id,
          userName: resolved.user.name || resolved.user.username,
        };
        ctx.state.auth = auth;
      } else {
        clearSessionCookie(ctx);
      }
    }
    return next();
  };
