import type { Core } from '@strapi/strapi';
import type { DashboardStats } from '@hmti/contract';
import { CURRENT_PERIOD_SQL } from '../../../lib/periods';

type Counts = Record<'a' | 'pa' | 'l' | 'pl' | 'm' | 'pm', number | string> & { period: string | null };

/** Staff totals (drafts and every period included) beside what the public site counts, in one round-trip. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async totals(): Promise<DashboardStats> {
    const yes = strapi.db.dialect.client === 'postgres' ? true : 1;
    const raw = await strapi.db.connection.raw(
      `SELECT (SELECT COUNT(*) FROM articles) AS a,
              (SELECT COUNT(*) FROM articles WHERE published = ?) AS pa,
              (SELECT COUNT(*) FROM library_items) AS l,
              (SELECT COUNT(*) FROM library_items WHERE published = ?) AS pl,
              (SELECT COUNT(*) FROM org_members) AS m,
              ${CURRENT_PERIOD_SQL} AS period,
              (SELECT COUNT(*) FROM org_members WHERE period = ${CURRENT_PERIOD_SQL}) AS pm`,
      [yes, yes],
    );
    const row = (Array.isArray(raw) ? raw[0] : raw.rows[0]) as Counts;
    return {
      totalArticles: Number(row.a),
      publishedArticles: Number(row.pa),
      totalMediaItems: Number(row.l),
      publishedMediaItems: Number(row.pl),
      totalMembers: Number(row.m),
      currentPeriod: row.period ?? null,
      currentPeriodMembers: Number(row.pm),
    };
  },
});
