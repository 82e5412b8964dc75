import { needs } from '../../../lib/route-config';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/analytics/overview',
      handler: 'api::analytics.analytics.overview',
      config: needs('dashboard.analytics'),
    },
  ],
};
