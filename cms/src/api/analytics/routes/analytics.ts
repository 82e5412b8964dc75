import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::analytics.analytics');

export default {
  routes: [route('GET', '/analytics/overview', 'overview', needs('dashboard.analytics'))],
};
