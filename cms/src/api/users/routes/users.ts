import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::users.users');

/** Level checks (the hierarchy rule) happen in the service, per target user and role. */
export default {
  routes: [
    route('GET', '/users', 'find', needs('users.view', 'users.view_others')),
    route('POST', '/users', 'create', needs('users.create')),
    route('PUT', '/users/:id(\\d+)/role', 'assignRole', needs('roles.assign')),
    route('PUT', '/users/:id(\\d+)', 'update', needs('users.edit')),
    route('DELETE', '/users/:id(\\d+)/two-factor', 'resetTwoFactor', needs('users.edit')),
    route('DELETE', '/users/:id(\\d+)', 'remove', needs('users.delete')),
  ],
};
