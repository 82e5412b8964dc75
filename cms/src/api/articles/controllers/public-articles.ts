import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ARTICLE_PREVIEW_PARAM } from '@hmti/contract';
import { answer, positiveId } from '../../../lib/answer';
import { NOT_FOUND_MESSAGE } from '../services/public-articles';
import { service } from '../../../lib/services';

const idParam = (ctx: Context) => positiveId(ctx.params.id, NOT_FOUND_MESSAGE);
const articles = (strapi: Core.Strapi) => service(strapi, 'api::articles.public-articles');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: answer((ctx) => articles(strapi).list(ctx.query)),
  tags: answer(() => articles(strapi).tags()),
  /**
   * By id; with a preview token from /admin (`?preview=`), the article as saved, published or not, never kept; with a
   * token that no longer holds, the published article, or the refusal when it is not public.
   */
  findById: answer(async (ctx) => {
    const id = idParam(ctx);
    const token = ctx.query[ARTICLE_PREVIEW_PARAM];
    if (token === undefined) return articles(strapi).findPublished({ id });
    try {
      await service(strapi, 'api::articles.article-preview').check(token, id);
    } catch (refused) {
      // A link that has ended (or names another article) still shows the article once it is public: a preview link
      // an editor shared keeps working after the article goes out.
      const published = await articles(strapi)
        .findPublished({ id })
        .catch(() => null);
      if (!published) throw refused;
      return published;
    }
    ctx.set('Cache-Control', 'no-store');
    return articles(strapi).findForPreview(id);
  }),
  findBySlug: answer((ctx) => articles(strapi).findPublished({ slug: String(ctx.params.slug) })),
  relatedById: answer((ctx) => articles(strapi).related({ id: idParam(ctx) }, ctx.query.limit)),
  relatedBySlug: answer((ctx) => articles(strapi).related({ slug: String(ctx.params.slug) }, ctx.query.limit)),
});
