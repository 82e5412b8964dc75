import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { removeTempFiles, requestFields, requestFile } from '../../../lib/multipart';
import { service } from '../../../lib/services';

const CATEGORIES = new Set(['content', 'organization', 'article', 'library']);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/upload: multipart `file` (+ `category`); answers { url }. */
  async upload(ctx: Context) {
    try {
      const category = requestFields(ctx).category;
      const image = await service(strapi, 'api::content.image-uploads').store(
        requestFile(ctx, 'file'),
        typeof category === 'string' && CATEGORIES.has(category) ? category : 'content',
      );
      ctx.body = { url: image.url };
    } finally {
      await removeTempFiles(ctx);
    }
  },

  /** POST /api/upload/content-image: multipart `image` for the article editor; answers { url }. */
  async contentImage(ctx: Context) {
    try {
      const image = await service(strapi, 'api::content.image-uploads').store(
        requestFile(ctx, 'image'),
        'article-content',
      );
      ctx.body = { url: image.url };
    } finally {
      await removeTempFiles(ctx);
    }
  },
});
