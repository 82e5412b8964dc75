import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { VisitorCookie } from '../lib/visitor-cookie';
import { requestFields, requestFile } from '../../../lib/multipart';
import { clientIp, cookieOptions } from '../../../lib/request-context';
import { service } from '../../../lib/services';
import { answer } from '../../../lib/answer';

const visitors = new VisitorCookie(appConfig.chat.cookieSecret);

/** The visitor of this request: from a valid signed cookie, or a new one (cookie set now). */
function visitorOf(ctx: Context): string {
  const known = visitors.verify(ctx.cookies.get(appConfig.chat.cookieName, { signed: false }));
  if (known) return known;
  const fresh = visitors.issue();
  ctx.cookies.set(appConfig.chat.cookieName, fresh.value, {
    ...cookieOptions(ctx),
    path: '/api/chat',
    maxAge: appConfig.chat.ttlSeconds * 1000,
  });
  return fresh.id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  limits: answer(() => ({ limits: service(strapi, 'api::chat.conversation').limits() })),

  message: answer((ctx) => {
    const visitorId = visitorOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    return service(strapi, 'api::chat.conversation').send({
      visitorId,
      ip: clientIp(ctx),
      message: requestFields(ctx).message,
      image: requestFile(ctx, 'image'),
    });
  }),
});
