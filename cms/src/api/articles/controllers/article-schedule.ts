import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async clock(ctx: Context) {
    ctx.body = strapi.service('api::articles.scheduled-publishing').clock();
  },
});
