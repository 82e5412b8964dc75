import type { Core } from '@strapi/strapi';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@hmti/contract';
import { answer } from '../../../lib/answer';
import { service } from '../../../lib/services';

const rangeOf = (value: unknown): AnalyticsRange => {
  const days = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : 30;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  overview: answer((ctx) => service(strapi, 'api::analytics.page-views').overview(rangeOf(ctx.query.days))),
});
