import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await strapi.service('api::library.public-library').list(ctx.query);
  },
});
