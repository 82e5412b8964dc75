import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const roles = () => service(strapi, 'api::roles.role-admin');
  return {
    find: answer(() => roles().list()),
    levels: answer(() => roles().levels()),
    assignable: answer((ctx) => roles().assignable(requireAuth(ctx))),
    createWithShift: answer((ctx) => roles().createWithShift(requireAuth(ctx), requestFields(ctx)), 201),
    update: answer((ctx) => roles().update(requireAuth(ctx), String(ctx.params.id), requestFields(ctx))),
    remove: answer((ctx) => roles().remove(requireAuth(ctx), String(ctx.params.id))),
  };
};
