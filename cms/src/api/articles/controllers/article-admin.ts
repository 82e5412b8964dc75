import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { answer, positiveId } from '../../../lib/answer';
import { requestFields, requestFile } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const id = (ctx: Context) => positiveId(ctx.params.id, 'Artikel tidak ditemukan.');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const admin = () => service(strapi, 'api::articles.article-admin');
  return {
    manage: answer((ctx) => admin().manageList(requireAuth(ctx), ctx.query)),
    findOne: answer((ctx) => admin().getForEdit(requireAuth(ctx), id(ctx))),
    create: answer((ctx) => admin().create(requireAuth(ctx), requestFields(ctx), requestFile(ctx, 'image')), 201),
    update: answer((ctx) => admin().update(requireAuth(ctx), id(ctx), requestFields(ctx), requestFile(ctx, 'image'))),
    remove: answer((ctx) => admin().remove(requireAuth(ctx), id(ctx))),
    clock: answer(() => service(strapi, 'api::articles.scheduled-publishing').clock()),
  };
};
