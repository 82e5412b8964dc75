import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const library = () => service(strapi, 'api::library.library-admin');
  return {
    manage: answer((ctx) => library().manageList(requireAuth(ctx), ctx.query)),
    create: answer((ctx) => library().create(requireAuth(ctx), requestFields(ctx)), 201),
    update: answer((ctx) => library().update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx))),
    remove: answer((ctx) => library().remove(requireAuth(ctx), Number(ctx.params.id))),
  };
};
