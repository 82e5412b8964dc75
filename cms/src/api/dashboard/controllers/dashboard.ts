import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { badRequest, forbidden } from '../../../lib/http-error';
import { requestFields } from '../../../lib/multipart';
import { hasAnyPermission } from '../../../lib/permissions';
import { requireAuth } from '../../../lib/request-context';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  type ActivityAction,
  type ActivityType,
} from '../../../lib/data-layer/audit-scope';
import { writeActivity } from '../../../lib/data-layer/audit-log';

/** What a caller must hold to log an activity of a type (the old client-side logger is kept, but honest). */
const PERMISSIONS_FOR_TYPE: Record<ActivityType, string[]> = {
  article: ['articles.create', 'articles.edit', 'articles.edit_others', 'articles.delete', 'articles.delete_others'],
  library: ['library.create', 'library.edit', 'library.edit_others', 'library.delete', 'library.delete_others'],
  organization: [
    'organization.edit',
    'organization.manage_members',
    'organization.manage_positions',
    'organization.manage_periods',
  ],
  content: ['content.edit'],
  settings: ['settings.edit'],
  user: ['users.create', 'users.edit', 'users.delete'],
};

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx: Context) {
    ctx.body = await strapi.service('api::dashboard.dashboard-stats').totals();
  },

  async activities(ctx: Context) {
    ctx.body = await strapi.service('api::dashboard.activity-log').latest(ctx.query.limit);
  },

  async logActivity(ctx: Context) {
    const auth = requireAuth(ctx);
    const { type, action, title, description, entityId, entityTitle } = requestFields(ctx);
    if (!ACTIVITY_TYPES.includes(type as ActivityType))
      throw badRequest(`type must be one of: ${ACTIVITY_TYPES.join(', ')}`);
    if (!ACTIVITY_ACTIONS.includes(action as ActivityAction))
      throw badRequest(`action must be one of: ${ACTIVITY_ACTIONS.join(', ')}`);
    const cleanTitle = text(title, 300);
    if (!cleanTitle) throw badRequest('title is required');
    if (!hasAnyPermission(auth.actor, PERMISSIONS_FOR_TYPE[type as ActivityType])) throw forbidden();
    await writeActivity(strapi, [
      {
        type: type as ActivityType,
        action: action as ActivityAction,
        title: cleanTitle,
        description: text(description, 2000),
        entityId: text(typeof entityId === 'number' ? String(entityId) : entityId, 100),
        entityTitle: text(entityTitle, 300),
      },
    ]);
    ctx.body = { success: true };
  },
});
