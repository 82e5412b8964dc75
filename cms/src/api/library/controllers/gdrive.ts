import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../lib/http-error';
import { requestFields } from '../../../lib/multipart';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async checkAccess(ctx: Context) {
    ctx.body = await strapi.service('api::library.gdrive').checkAccess(requestFields(ctx).url);
  },
  async mediaUrl(ctx: Context) {
    const { url, fileId, mediaType } = requestFields(ctx);
    const result = await strapi.service('api::library.gdrive').mediaUrl({ url, fileId, mediaType });
    if (!result.ok) throw badRequest(result.message, { suggestion: result.suggestion });
    ctx.body = { type: result.type, files: result.files };
  },
});
