import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { readSessionCookie } from '../lib/request-context';
import type { ResolvedSession } from '../api/auth/services/session-store';
import { service } from '../lib/services';

const RESOLVED = Symbol('resolvedSession');
type WithResolved = Record<typeof RESOLVED, Promise<ResolvedSession | null> | undefined>;

/**
 * The live session behind the request's cookie, looked up at most once per request: the API rate limit
 * needs it (staff are counted per account) before global::session puts it on ctx.state.auth.
 */
export function resolveSessionOnce(ctx: Context, strapi: Core.Strapi): Promise<ResolvedSession | null> {
  const token = ctx.get('cookie') ? readSessionCookie(ctx) : undefined;
  if (!token) return Promise.resolve(null);
  const state = ctx.state as WithResolved;
  state[RESOLVED] ??= service(strapi, 'api::auth.session-store').resolve(token);
  return state[RESOLVED];
}
