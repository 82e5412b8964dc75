import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';

const service = (strapi: Core.Strapi) => strapi.service('api::roles.role-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await service(strapi).list();
  },
  async levels(ctx: Context) {
    ctx.body = await service(strapi).levels();
  },
  async assignable(ctx: Context) {
    ctx.body = await service(strapi).assignable(requireAuth(ctx));
  },
  async createWithShift(ctx: Context) {
    ctx.status = 201;
    ctx.body = await service(strapi).createWithShift(requireAuth(ctx), requestFields(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await service(strapi).update(requireAuth(ctx), String(ctx.params.id), requestFields(ctx));
  },
  async remove(ctx: Context) {
    ctx.body = await service(strapi).remove(requireAuth(ctx), String(ctx.params.id));
  },
});
