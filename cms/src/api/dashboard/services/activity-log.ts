import type { Core } from '@strapi/strapi';

const UID = 'api::dashboard.activity';
export const MAX_ACTIVITY_LIMIT = 100;

/** Reads the audit trail (written only by the data layer's audit hook, lib/data-layer/audit-log.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async latest(rawLimit: unknown) {
    const n = Number.parseInt(typeof rawLimit === 'string' || typeof rawLimit === 'number' ? String(rawLimit) : '', 10);
    const limit = Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_ACTIVITY_LIMIT) : 10;
    const rows = await strapi.db.query(UID).findMany({
      select: [
        'id',
        'type',
        'action',
        'title',
        'description',
        'entityId',
        'entityTitle',
        'userName',
        'userRole',
        'timestamp',
      ],
      orderBy: [{ timestamp: 'desc' }, { id: 'desc' }],
      limit,
    });
    return rows.map((r: Record<string, unknown>) => ({ _id: r.id, ...r }));
  },
});
