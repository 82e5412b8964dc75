import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { requestFields, requestFile } from '../../../lib/multipart';
import { service } from '../../../lib/services';

const CATEGORIES = new Set(['content', 'organization', 'article', 'library']);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const images = () => service(strapi, 'api::content.image-uploads');
  return {
    /** POST /api/upload: multipart `file` (+ `category`); answers { url }. */
    upload: answer(async (ctx) => {
      const category = requestFields(ctx).category;
      const purpose = typeof category === 'string' && CATEGORIES.has(category) ? category : 'content';
      return { url: (await images().store(requestFile(ctx, 'file'), purpose)).url };
    }),

    /** POST /api/upload/content-image: multipart `image` for the article editor; answers { url }. */
    contentImage: answer(async (ctx) => ({
      url: (await images().store(requestFile(ctx, 'image'), 'article-content')).url,
    })),
  };
};
