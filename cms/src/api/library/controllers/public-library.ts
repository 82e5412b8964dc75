import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: answer((ctx) => service(strapi, 'api::library.public-library').list(ctx.query)),
});
