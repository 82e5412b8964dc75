import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  find: answer(() => service(strapi, 'api::roles.permission-catalogue').list()),
});
