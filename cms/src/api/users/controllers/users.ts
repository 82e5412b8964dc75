import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const users = (strapi: Core.Strapi) => service(strapi, 'api::users.user-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await users(strapi).list(requireAuth(ctx), ctx.query);
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await users(strapi).create(requireAuth(ctx), requestFields(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await users(strapi).update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async assignRole(ctx: Context) {
    ctx.body = await users(strapi).assignRole(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async resetTwoFactor(ctx: Context) {
    ctx.body = await service(strapi, 'api::auth.two-factor').reset(requireAuth(ctx), Number(ctx.params.id));
  },
  async remove(ctx: Context) {
    ctx.body = await users(strapi).remove(requireAuth(ctx), Number(ctx.params.id));
  },
});
