import type { Core } from '@strapi/strapi';

const PERIOD = /^\d{4}-\d{4}$/;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Period names newest first by start year (falls back to the periods members mention). */
  async periods(): Promise<string[]> {
    const rows = (await strapi.db
      .query('api::organization.period')
      .findMany({ select: ['name', 'startYear'], orderBy: [{ startYear: 'desc' }, { name: 'desc' }] })) as Array<{
      name: string;
    }>;
    if (rows.length) return rows.map((r) => r.name);
    const members = (await strapi.db.query('api::organization.member').findMany({ select: ['period'] })) as Array<{
      period: string;
    }>;
    return [...new Set(members.map((m) => m.period))].sort((a, b) => Number(b.slice(0, 4)) - Number(a.slice(0, 4)));
  },

  /** Members of a period (when none or a malformed one is asked for: the newest period that has members). */
  async members(period: unknown) {
    const wanted = typeof period === 'string' && PERIOD.test(period) ? period : await this.newestStaffedPeriod();
    if (!wanted) return [];
    const rows = (await strapi.db.query('api::organization.member').findMany({
      select: ['id', 'name', 'position', 'period', 'imageUrl'],
      where: { period: wanted },
      populate: { photo: { select: ['url'] } },
      orderBy: [{ id: 'asc' }],
    })) as Array<{
      id: number;
      name: string;
      position: string;
      period: string;
      imageUrl: string | null;
      photo?: { url: string } | null;
    }>;
    return rows.map((m) => ({
      _id: m.id,
      id: m.id,
      name: m.name,
      position: m.position,
      period: m.period,
      imageUrl: m.photo?.url || m.imageUrl || null,
    }));
  },

  async newestStaffedPeriod(): Promise<string | undefined> {
    const rows = (await strapi.db
      .query('api::organization.member')
      .findMany({ select: ['period'], orderBy: [{ period: 'desc' }], limit: 1 })) as Array<{ period: string }>;
    return rows[0]?.period;
  },

  async positions(period: string) {
    if (!PERIOD.test(period)) return [];
    const rows = (await strapi.db.query('api::organization.position').findMany({
      select: ['name', 'order'],
      where: { period },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
    })) as Array<{ name: string; order: number }>;
    return rows.map((p) => ({ name: p.name, order: p.order }));
  },
});
