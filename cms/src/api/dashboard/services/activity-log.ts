import type { Core } from '@strapi/strapi';
import { positiveInt } from '../../../lib/list-query';
import type { AuthState } from '../../../lib/request-context';

const UID = 'api::dashboard.activity';
export const ACTIVITY_TYPES = ['article', 'library', 'organization', 'content', 'settings', 'user'] as const;
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const MAX_ACTIVITY_LIMIT = 100;

export interface ActivityEntry {
  type: ActivityType;
  action: ActivityAction;
  title: string;
  description?: string;
  entityId?: string | number;
  entityTitle?: string;
}

const clip = (s: string | undefined, n: number) => (s ? s.slice(0, n) : s);

/** The audit trail: written by the server inside each mutation, so it cannot be skipped or forged. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(auth: AuthState, entry: ActivityEntry) {
    await strapi.db.query(UID).create({
      data: {
        type: entry.type,
        action: entry.action,
        title: clip(entry.title, 300),
        description: clip(entry.description, 2000) ?? null,
        entityId: entry.entityId === undefined ? null : String(entry.entityId).slice(0, 100),
        entityTitle: clip(entry.entityTitle, 300) ?? null,
        userId: auth.userId,
        userName: auth.userName,
        userRole: auth.actor.roleName,
        timestamp: new Date(),
      },
    });
  },

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
