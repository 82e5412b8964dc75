import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { requireAuth } from '../../../lib/request-context';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await strapi.service('api::settings.site-settings').getPublic();
  },
  async reset(ctx: Context) {
    ctx.body = await strapi.service('api::settings.settings-update').reset(requireAuth(ctx));
  },
  async getSecurity(ctx: Context) {
    ctx.body = await strapi.service('api::settings.security-settings').get();
  },
  async updateSecurity(ctx: Context) {
    ctx.body = await strapi
      .service('api::settings.security-settings')
      .update(requireAuth(ctx), (ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {});
  },
  async update(ctx: Context) {
    ctx.body = await strapi
      .service('api::settings.settings-update')
      .update(requireAuth(ctx), (ctx.request as unknown as { body?: unknown }).body);
  },
});
