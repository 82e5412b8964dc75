import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { notFound } from '../../../lib/http-error';
import { NOT_FOUND_MESSAGE } from '../services/public-articles';

const idParam = (ctx: Context): number => {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(NOT_FOUND_MESSAGE);
  return id;
};
const service = (strapi: Core.Strapi) => strapi.service('api::articles.public-articles');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await service(strapi).list(ctx.query);
  },
  async tags(ctx: Context) {
    ctx.body = await service(strapi).tags();
  },
  async findById(ctx: Context) {
    ctx.body = await service(strapi).findPublished({ id: idParam(ctx) });
  },
  async findBySlug(ctx: Context) {
    ctx.body = await service(strapi).findPublished({ slug: String(ctx.params.slug) });
  },
  async relatedById(ctx: Context) {
    ctx.body = await service(strapi).related({ id: idParam(ctx) }, ctx.query.limit);
  },
  async relatedBySlug(ctx: Context) {
    ctx.body = await service(strapi).related({ slug: String(ctx.params.slug) }, ctx.query.limit);
  },
});
