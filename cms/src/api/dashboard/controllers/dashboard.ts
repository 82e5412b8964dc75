import type { Core } from '@strapi/strapi';
import { activityInputSchema } from '@hmti/contract';
import { answer } from '../../../lib/answer';
import { forbidden } from '../../../lib/http-error';
import { requestFields } from '../../../lib/multipart';
import { hasAnyPermission } from '../../../lib/permissions';
import { requireAuth } from '../../../lib/request-context';
import { parseInput } from '../../../lib/request-input';
import type { ActivityType } from '../../../lib/data-layer/audit-scope';
import { writeActivity } from '../../../lib/data-layer/audit-log';
import { service } from '../../../lib/services';

/** What a caller of the client-side logger must hold to log an activity of a type. */
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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  stats: answer(() => service(strapi, 'api::dashboard.dashboard-stats').totals()),

  activities: answer((ctx) => service(strapi, 'api::dashboard.activity-log').latest(ctx.query.limit, requireAuth(ctx))),

  notificationsSeen: answer((ctx) => service(strapi, 'api::dashboard.notifications-seen').get(requireAuth(ctx).userId)),

  markNotificationsSeen: answer((ctx) =>
    service(strapi, 'api::dashboard.notifications-seen').mark(requireAuth(ctx).userId, requestFields(ctx).lastSeenId),
  ),

  logActivity: answer(async (ctx) => {
    const auth = requireAuth(ctx);
    const entry = parseInput(activityInputSchema, requestFields(ctx));
    if (!hasAnyPermission(auth.actor, PERMISSIONS_FOR_TYPE[entry.type])) throw forbidden();
    await writeActivity(strapi, [entry]);
    return { success: true };
  }),
});
