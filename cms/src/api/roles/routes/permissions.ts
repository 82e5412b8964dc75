import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::roles.permissions');

export default {
  type: 'content-api',
  routes: [route('GET', '/permissions', 'find', needs('roles.view', 'roles.create', 'roles.edit'))],
};
