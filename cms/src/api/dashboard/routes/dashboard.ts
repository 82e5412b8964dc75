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
      method: 'POST',
      path: '/dashboard/log-activity',
      handler: 'api::dashboard.dashboard.logActivity',
      config: { auth: false as const, policies: ['global::is-authenticated'] },
    },
  ],
};
