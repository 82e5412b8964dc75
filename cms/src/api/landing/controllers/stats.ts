import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await strapi.service('api::landing.stats').counts();
  },
});
