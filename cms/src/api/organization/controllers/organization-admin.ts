import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { answer } from '../../../lib/answer';
import { requestFields, requestFile } from '../../../lib/multipart';
import { service } from '../../../lib/services';

const id = (ctx: Context) => Number(ctx.params.id);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const org = () => service(strapi, 'api::organization.organization-admin');
  const div = () => service(strapi, 'api::organization.divisions');
  return {
    createMember: answer((ctx) => org().createMember(requestFields(ctx), requestFile(ctx, 'image')), 201),
    updateMember: answer((ctx) => org().updateMember(id(ctx), requestFields(ctx), requestFile(ctx, 'image'))),
    deleteMember: answer((ctx) => org().deleteMember(id(ctx))),
    createPeriod: answer((ctx) => org().createPeriod(requestFields(ctx).period), 201),
    deletePeriod: answer((ctx) => org().deletePeriod(String(ctx.params.period))),
    savePositions: answer((ctx) => org().savePositions(requestFields(ctx))),
    copyPositions: answer((ctx) => org().copyPositions(requestFields(ctx))),
    listDivisions: answer(() => div().list()),
    availablePositions: answer(() => div().availablePositions()),
    createDivision: answer((ctx) => div().create(requestFields(ctx)), 201),
    updateDivision: answer((ctx) => div().update(id(ctx), requestFields(ctx))),
    deleteDivision: answer((ctx) => div().remove(id(ctx))),
  };
};
