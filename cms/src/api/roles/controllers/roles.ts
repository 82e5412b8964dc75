import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const roles = (strapi: Core.Strapi) => service(strapi, 'api::roles.role-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await roles(strapi).list();
  },
  async levels(ctx: Context) {
    ctx.body = await roles(strapi).levels();
  },
  async assignable(ctx: Context) {
    ctx.body = await roles(strapi).assignable(requireAuth(ctx));
  },
  async createWithShift(ctx: Context) {
    ctx.status = 201;
    ctx.body = await roles(strapi).createWithShift(requireAuth(ctx), requestFields(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await roles(strapi).update(requireAuth(ctx), String(ctx.params.id), requestFields(ctx));
  },
  async remove(ctx: Context) {
    ctx.body = await roles(strapi).remove(requireAuth(ctx), String(ctx.params.id));
  },
});
