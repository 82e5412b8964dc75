import { needs, routesTo, signedIn } from '../../../lib/route-config';

const route = routesTo('api::dashboard.dashboard');

export default {
  routes: [
    route('GET', '/dashboard/stats', 'stats', needs('dashboard.stats')),
    route('GET', '/dashboard/activities', 'activities', needs('dashboard.activities')),
    route('GET', '/dashboard/notifications/seen', 'notificationsSeen', needs('dashboard.activities')),
    route('PUT', '/dashboard/notifications/seen', 'markNotificationsSeen', needs('dashboard.activities')),
    route('POST', '/dashboard/log-activity', 'logActivity', signedIn),
  ],
};
