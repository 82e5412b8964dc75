import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::analytics.analytics');

export default {
  type: 'content-api',
  routes: [route('GET', '/analytics/overview', 'overview', needs('dashboard.analytics'))],
};
