import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async clock(ctx: Context) {
    ctx.body = service(strapi, 'api::articles.scheduled-publishing').clock();
  },
});
