import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../services/page-views';
import { service } from '../../../lib/services';

const rangeOf = (value: unknown): AnalyticsRange => {
  const days = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : 30;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async overview(ctx: Context) {
    ctx.body = await service(strapi, 'api::analytics.page-views').overview(rangeOf(ctx.query.days));
  },
});
