import type { Core } from '@strapi/strapi';
import { positiveInt } from '../../../lib/list-query';
import { hasAnyPermission, type Actor } from '../../../lib/permissions';
import type { ActivityType } from '../../../lib/data-layer/audit-scope';

const UID = 'api::dashboard.activity';
const MAX_ACTIVITY_LIMIT = 100;

/**
 * Who sees the entries of a type besides the person who made them: those who may see that area's records of other
 * people (so a division head sees no account, role, session, two-factor or settings entries).
 */
const SEES_TYPE: Record<ActivityType, string[]> = {
  article: ['articles.view_others'],
  library: ['library.view_others'],
  organization: ['organization.view'],
  content: ['content.view'],
  settings: ['settings.view'],
  user: ['users.view_others'],
};

const visibleTypes = (actor: Pick<Actor, 'permissions'>) =>
  (Object.keys(SEES_TYPE) as ActivityType[]).filter((type) => hasAnyPermission(actor, SEES_TYPE[type]));

/** Reads the audit trail (written only by the data layer's audit hook, lib/data-layer/audit-log.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The newest entries `viewer` may see: of the areas their permissions show, and every entry they made. */
  async latest(rawLimit: unknown, viewer: { userId: number; actor: Pick<Actor, 'permissions'> }) {
    const limit = positiveInt(rawLimit, 10, MAX_ACTIVITY_LIMIT);
    const rows = await strapi.db.query(UID).findMany({
      where: { $or: [{ type: { $in: visibleTypes(viewer.actor) } }, { userId: viewer.userId }] },
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
