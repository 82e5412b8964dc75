import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requestFields, requestFile } from '../../../lib/multipart';
import { requireAuth } from '../../../lib/request-context';
import { service } from '../../../lib/services';

const org = (strapi: Core.Strapi) => service(strapi, 'api::organization.organization-admin');
const div = (strapi: Core.Strapi) => service(strapi, 'api::organization.divisions');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async createMember(ctx: Context) {
    ctx.status = 201;
    ctx.body = await org(strapi).createMember(requireAuth(ctx), requestFields(ctx), requestFile(ctx, 'image'));
  },
  async updateMember(ctx: Context) {
    ctx.body = await org(strapi).updateMember(
      requireAuth(ctx),
      Number(ctx.params.id),
      requestFields(ctx),
      requestFile(ctx, 'image'),
    );
  },
  async deleteMember(ctx: Context) {
    ctx.body = await org(strapi).deleteMember(requireAuth(ctx), Number(ctx.params.id));
  },
  async createPeriod(ctx: Context) {
    ctx.status = 201;
    ctx.body = await org(strapi).createPeriod(requireAuth(ctx), requestFields(ctx).period);
  },
  async deletePeriod(ctx: Context) {
    ctx.body = await org(strapi).deletePeriod(requireAuth(ctx), String(ctx.params.period));
  },
  async savePositions(ctx: Context) {
    ctx.body = await org(strapi).savePositions(requireAuth(ctx), requestFields(ctx));
  },
  async copyPositions(ctx: Context) {
    ctx.body = await org(strapi).copyPositions(requireAuth(ctx), requestFields(ctx));
  },
  async listDivisions(ctx: Context) {
    ctx.body = await div(strapi).list();
  },
  async availablePositions(ctx: Context) {
    ctx.body = await div(strapi).availablePositions();
  },
  async createDivision(ctx: Context) {
    ctx.status = 201;
    ctx.body = await div(strapi).create(requireAuth(ctx), requestFields(ctx));
  },
  async updateDivision(ctx: Context) {
    ctx.body = await div(strapi).update(requireAuth(ctx), Number(ctx.params.id), requestFields(ctx));
  },
  async deleteDivision(ctx: Context) {
    ctx.body = await div(strapi).remove(requireAuth(ctx), Number(ctx.params.id));
  },
});
