import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const library = (strapi: Core.Strapi) => service(strapi, 'api::library.library-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async manage(ctx: Context) {
    ctx.body = await library(strapi).manageList(requireAuth(ctx), ctx.query);
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await library(strapi).create(requireAuth(ctx), requestFields(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await library(strapi).update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async remove(ctx: Context) {
    ctx.body = await library(strapi).remove(requireAuth(ctx), Number(ctx.params.id));
  },
});
