import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await service(strapi, 'api::landing.stats').counts();
  },
});
