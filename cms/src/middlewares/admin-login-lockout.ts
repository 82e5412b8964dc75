import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { appConfig } from '../config/app-config';
import { adminPasswordLockout, lockoutNote } from '../lib/login-lockout';
import { noteRefusal } from '../lib/observability/request-notes';
import { recordSignInFailure } from '../lib/observability/metrics';
import { clientIp } from '../lib/request-context';

/**
 * The Strapi admin's sign-in (`POST /admin/login`) gets the site's lockout: each attempt reserves one count per client
 * IP and per email before Strapi compares the password, refused with 429 when either is used up (Strapi's own limiter
 * is off: config/admin.ts). A middleware of the route itself (lib/admin-panel-roles.ts), so every spelling of the path
 * the router sends there (`/Admin/login`, `/admin/login/`…) meets it.
 */
export default () => {
  const lockout = adminPasswordLockout();

  return async (ctx: Context, next: Next) => {
    const email = (ctx.request as unknown as { body?: { email?: unknown } }).body?.email;
    // Strapi's sign-in (passport-local) takes an email missing from the form from the query string instead: only the
    // form's, the one counted here, is ever compared.
    if (typeof email !== 'string' || !email.trim()) throw new errors.ValidationError('Missing credentials');
    const ip = clientIp(ctx);
    const attempt = await lockout.begin(ip, email);
    if (!attempt.granted) {
      noteRefusal(lockoutNote('admin-login-lockout', attempt.exhausted, appConfig.loginLockout), ctx);
      recordSignInFailure('locked');
      ctx.set('Retry-After', String(attempt.retryAfter));
      // Answered by strapi::errors in the admin panel's error shape, so its login form shows the message.
      throw new errors.RateLimitError(`Too many login attempts. Try again in ${attempt.retryAfter} seconds.`, {
        retryAfter: attempt.retryAfter,
      });
    }
    await next();
    if (ctx.status === 200) await lockout.succeeded(ip, email);
    else if (ctx.status === 400 || ctx.status === 401) recordSignInFailure('wrong-credentials');
  };
};
