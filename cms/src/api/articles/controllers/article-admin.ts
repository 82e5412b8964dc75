import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { notFound } from '../../../lib/http-error';
import { requestFields, requestFile } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const id = (ctx: Context) => {
  const n = Number(ctx.params.id);
  if (!Number.isSafeInteger(n) || n < 1) throw notFound('Artikel tidak ditemukan.');
  return n;
};
const admin = (strapi: Core.Strapi) => service(strapi, 'api::articles.article-admin');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async manage(ctx: Context) {
    ctx.body = await admin(strapi).manageList(requireAuth(ctx), ctx.query);
  },
  async findOne(ctx: Context) {
    ctx.body = await admin(strapi).getForEdit(requireAuth(ctx), id(ctx));
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await admin(strapi).create(requireAuth(ctx), requestFields(ctx), requestFile(ctx, 'image'));
  },
  async update(ctx: Context) {
    ctx.body = await admin(strapi).update(requireAuth(ctx), id(ctx), requestFields(ctx), requestFile(ctx, 'image'));
  },
  async remove(ctx: Context) {
    ctx.body = await admin(strapi).remove(requireAuth(ctx), id(ctx));
  },
});
