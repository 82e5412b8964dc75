import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::roles.permissions');

export default {
  routes: [route('GET', '/permissions', 'find', needs('roles.view', 'roles.create', 'roles.edit'))],
};
