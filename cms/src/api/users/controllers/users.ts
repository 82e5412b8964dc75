import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => service(strapi, 'api::users.user-admin');
  return {
    find: answer((ctx) => users().list(requireAuth(ctx), ctx.query)),
    create: answer((ctx) => users().create(requireAuth(ctx), requestFields(ctx)), 201),
    update: answer((ctx) => users().update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx))),
    assignRole: answer((ctx) => users().assignRole(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx))),
    resetTwoFactor: answer((ctx) =>
      service(strapi, 'api::auth.two-factor').reset(requireAuth(ctx), Number(ctx.params.id)),
    ),
    remove: answer((ctx) => users().remove(requireAuth(ctx), Number(ctx.params.id))),
  };
};
