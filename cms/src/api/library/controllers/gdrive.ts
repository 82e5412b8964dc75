import type { Core } from '@strapi/strapi';
import { fieldMessage } from '@hmti/contract';
import { answer } from '../../../lib/answer';
import { badRequest } from '../../../lib/http-error';
import { requestFields } from '../../../lib/multipart';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  checkAccess: answer((ctx) => service(strapi, 'api::library.gdrive').checkAccess(requestFields(ctx).url)),
  mediaUrl: answer(async (ctx) => {
    const result = await service(strapi, 'api::library.gdrive').mediaUrl(requestFields(ctx));
    if (!result.ok)
      throw badRequest(fieldMessage('Link Google Drive', result.reason), { suggestion: result.suggestion });
    return { type: result.type, files: result.files };
  }),
});
