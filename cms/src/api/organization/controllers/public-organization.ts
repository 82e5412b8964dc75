import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { service } from '../../../lib/services';

const organization = (strapi: Core.Strapi) => service(strapi, 'api::organization.public-organization');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async periods(ctx: Context) {
    ctx.body = await organization(strapi).periods();
  },
  async divisions(ctx: Context) {
    ctx.body = await organization(strapi).divisions();
  },
  async members(ctx: Context) {
    ctx.body = await organization(strapi).members(ctx.query.period);
  },
  async positions(ctx: Context) {
    ctx.body = await organization(strapi).positions(String(ctx.params.period));
  },
});
