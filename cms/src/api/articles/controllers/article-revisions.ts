import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { answer, positiveId } from '../../../lib/answer';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const articleId = (ctx: Context) => positiveId(ctx.params.id, 'Artikel tidak ditemukan.');
const ids = (ctx: Context) => [articleId(ctx), positiveId(ctx.params.revisionId, 'Revisi tidak ditemukan.')] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revisions = () => service(strapi, 'api::articles.article-revisions');
  return {
    list: answer((ctx) => revisions().list(requireAuth(ctx), articleId(ctx))),
    findOne: answer((ctx) => revisions().get(requireAuth(ctx), ...ids(ctx))),
    restore: answer((ctx) => revisions().restore(requireAuth(ctx), ...ids(ctx))),
  };
};
