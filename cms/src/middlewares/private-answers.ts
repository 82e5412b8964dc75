import type { Context, Next } from 'koa';
import { appConfig } from '../config/app-config';
import { readSessionCookie } from '../lib/request-context';

/** Whether the answer depends on a session: the request carried one, or the answer starts one (sign-in). */
function personal(ctx: Context): boolean {
  if (ctx.state.auth || readSessionCookie(ctx)) return true;
  const set = ctx.response.get('set-cookie') as unknown as string[] | string;
  return (Array.isArray(set) ? set : [set]).some((c) => c.startsWith(`${appConfig.session.cookieName}=`));
}

/**
 * Answers that depend on who asks (staff lists with emails, roles, the signed-in user, anything answered
 * to a session) are never kept by a browser or shared cache: `Cache-Control: no-store` on every /api
 * answer to a request with a session, whatever its status.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/api/')) return next();
  try {
    await next();
  } finally {
    if (personal(ctx)) ctx.set('Cache-Control', 'no-store');
  }
};
