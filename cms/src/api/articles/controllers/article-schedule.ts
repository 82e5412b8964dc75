import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  clock: answer(() => service(strapi, 'api::articles.scheduled-publishing').clock()),
});
