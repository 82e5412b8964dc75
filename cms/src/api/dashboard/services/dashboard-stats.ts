import type { Core } from '@strapi/strapi';

/** Staff totals (drafts included) in one round-trip. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async totals() {
    const raw = await strapi.db.connection.raw(
      'SELECT (SELECT COUNT(*) FROM articles) AS a, (SELECT COUNT(*) FROM library_items) AS l, (SELECT COUNT(*) FROM org_members) AS m',
    );
    const row = (Array.isArray(raw) ? raw[0] : raw.rows[0]) as {
      a: number | string;
      l: number | string;
      m: number | string;
    };
    return { totalArticles: Number(row.a), totalMediaItems: Number(row.l), totalMembers: Number(row.m) };
  },
});
