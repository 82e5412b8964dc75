import type { Core } from '@strapi/strapi';
import { positiveInt } from '../../../lib/list-query';

const UID = 'api::dashboard.activity';
export const MAX_ACTIVITY_LIMIT = 100;

/** Reads the audit trail (written only by the data layer's audit hook, lib/data-layer/audit-log.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async latest(rawLimit: unknown) {
    const limit = positiveInt(rawLimit, 10, MAX_ACTIVITY_LIMIT);
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
