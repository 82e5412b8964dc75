import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const organization = () => service(strapi, 'api::organization.public-organization');
  return {
    periods: answer(() => organization().periods()),
    divisions: answer(() => organization().divisions()),
    members: answer((ctx) => organization().members(ctx.query.period)),
    positions: answer((ctx) => organization().positions(String(ctx.params.period))),
  };
};
