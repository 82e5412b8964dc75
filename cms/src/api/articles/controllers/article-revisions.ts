import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { notFound } from '../../../lib/http-error';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const positive = (value: unknown, message: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(message);
  return n;
};
const ids = (ctx: Context) =>
  [
    positive(ctx.params.id, 'Artikel tidak ditemukan.'),
    positive(ctx.params.revisionId, 'Revisi tidak ditemukan.'),
  ] as const;
const revisions = (strapi: Core.Strapi) => service(strapi, 'api::articles.article-revisions');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await revisions(strapi).list(requireAuth(ctx), positive(ctx.params.id, 'Artikel tidak ditemukan.'));
  },
  async findOne(ctx: Context) {
    ctx.body = await revisions(strapi).get(requireAuth(ctx), ...ids(ctx));
  },
  async restore(ctx: Context) {
    ctx.body = await revisions(strapi).restore(requireAuth(ctx), ...ids(ctx));
  },
});
