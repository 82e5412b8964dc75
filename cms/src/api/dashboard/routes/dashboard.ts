import { needs } from '../../../lib/route-config';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/dashboard/stats',
      handler: 'api::dashboard.dashboard.stats',
      config: needs('dashboard.stats'),
    },
    {
      method: 'GET',
      path: '/dashboard/activities',
      handler: 'api::dashboard.dashboard.activities',
      config: needs('dashboard.activities'),
    },
    {
      method: 'GET',
      path: '/dashboard/notifications/seen',
      handler: 'api::dashboard.dashboard.notificationsSeen',
      config: needs('dashboard.activities'),
    },
    {
      method: 'PUT',
      path: '/dashboard/notifications/seen',
      handler: 'api::dashboard.dashboard.markNotificationsSeen',
      config: needs('dashboard.activities'),
    },
    {
      method: 'POST',
      path: '/dashboard/log-activity',
      handler: 'api::dashboard.dashboard.logActivity',
      config: { auth: false as const, policies: ['global::is-authenticated'] },
    },
  ],
};
