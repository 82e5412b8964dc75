import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { fieldMessage } from '@hmti/contract';
import { badRequest } from '../../../lib/http-error';
import { requestFields } from '../../../lib/multipart';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async checkAccess(ctx: Context) {
    ctx.body = await service(strapi, 'api::library.gdrive').checkAccess(requestFields(ctx).url);
  },
  async mediaUrl(ctx: Context) {
    const result = await service(strapi, 'api::library.gdrive').mediaUrl(requestFields(ctx));
    if (!result.ok)
      throw badRequest(fieldMessage('Link Google Drive', result.reason), { suggestion: result.suggestion });
    ctx.body = { type: result.type, files: result.files };
  },
});
