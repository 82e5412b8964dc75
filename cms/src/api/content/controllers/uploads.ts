import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields, requestFile } from '../../../lib/multipart';
import { service } from '../../../lib/services';

const CATEGORIES = new Set(['content', 'organization', 'article', 'library']);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/upload: multipart `file` (+ `category`); answers { url }. */
  async upload(ctx: Context) {
    const category = requestFields(ctx).category;
    const image = await service(strapi, 'api::content.image-uploads').store(
      requestFile(ctx, 'file'),
      typeof category === 'string' && CATEGORIES.has(category) ? category : 'content',
    );
    ctx.body = { url: image.url };
  },

  /** POST /api/upload/content-image: multipart `image` for the article editor; answers { url }. */
  async contentImage(ctx: Context) {
    const image = await service(strapi, 'api::content.image-uploads').store(
      requestFile(ctx, 'image'),
      'article-content',
    );
    ctx.body = { url: image.url };
  },
});
