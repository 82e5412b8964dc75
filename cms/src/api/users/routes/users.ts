import { needs } from '../../../lib/route-config';

/** Level checks (the hierarchy rule) happen in the service, per target user and role. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/users',
      handler: 'api::users.users.find',
      config: needs('users.view', 'users.view_others'),
    },
    { method: 'POST', path: '/users', handler: 'api::users.users.create', config: needs('users.create') },
    {
      method: 'PUT',
      path: '/users/:id(\\d+)/role',
      handler: 'api::users.users.assignRole',
      config: needs('roles.assign'),
    },
    { method: 'PUT', path: '/users/:id(\\d+)', handler: 'api::users.users.update', config: needs('users.edit') },
    {
      method: 'DELETE',
      path: '/users/:id(\\d+)/two-factor',
      handler: 'api::users.users.resetTwoFactor',
      config: needs('users.edit'),
    },
    { method: 'DELETE', path: '/users/:id(\\d+)', handler: 'api::users.users.remove', config: needs('users.delete') },
  ],
};
