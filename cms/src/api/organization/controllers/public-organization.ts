import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

const service = (strapi: Core.Strapi) => strapi.service('api::organization.public-organization');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async periods(ctx: Context) {
    ctx.body = await service(strapi).periods();
  },
  async divisions(ctx: Context) {
    ctx.body = await service(strapi).divisions();
  },
  async members(ctx: Context) {
    ctx.body = await service(strapi).members(ctx.query.period);
  },
  async positions(ctx: Context) {
    ctx.body = await service(strapi).positions(String(ctx.params.period));
  },
});
