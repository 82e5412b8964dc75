import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await service(strapi, 'api::library.public-library').list(ctx.query);
  },
});
