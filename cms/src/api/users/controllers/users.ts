import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';

const service = (strapi: Core.Strapi) => strapi.service('api::users.user-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await service(strapi).list(requireAuth(ctx), ctx.query);
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await service(strapi).create(requireAuth(ctx), requestFields(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await service(strapi).update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async assignRole(ctx: Context) {
    ctx.body = await service(strapi).assignRole(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async resetTwoFactor(ctx: Context) {
    ctx.body = await strapi.service('api::auth.two-factor').reset(requireAuth(ctx), Number(ctx.params.id));
  },
  async remove(ctx: Context) {
    ctx.body = await service(strapi).remove(requireAuth(ctx), Number(ctx.params.id));
  },
});
