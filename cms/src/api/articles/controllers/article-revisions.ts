import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { notFound } from '../../../lib/http-error';
import { requireAuth } from '../../../lib/request-context';

const positive = (value: unknown, message: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(message);
  return n;
};
const ids = (ctx: Context) =>
  [positive(ctx.params.id, 'Article not found'), positive(ctx.params.revisionId, 'Revisi tidak ditemukan.')] as const;
const service = (strapi: Core.Strapi) => strapi.service('api::articles.article-revisions');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await service(strapi).list(requireAuth(ctx), positive(ctx.params.id, 'Article not found'));
  },
  async findOne(ctx: Context) {
    ctx.body = await service(strapi).get(requireAuth(ctx), ...ids(ctx));
  },
  async restore(ctx: Context) {
    ctx.body = await service(strapi).restore(requireAuth(ctx), ...ids(ctx));
  },
});
