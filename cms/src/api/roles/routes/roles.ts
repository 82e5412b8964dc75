import { needs } from '../../../lib/route-config';
const signedIn = { auth: false as const, policies: ['global::is-authenticated'] };

/** Level checks (the hierarchy rule) happen in the service, per role. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/roles',
      handler: 'api::roles.roles.find',
      config: needs('roles.view', 'roles.create', 'roles.edit'),
    },
    { method: 'GET', path: '/roles/levels', handler: 'api::roles.roles.levels', config: signedIn },
    { method: 'GET', path: '/roles/assignable', handler: 'api::roles.roles.assignable', config: signedIn },
    {
      method: 'POST',
      path: '/roles/create-with-shift',
      handler: 'api::roles.roles.createWithShift',
      config: needs('roles.create'),
    },
    { method: 'PUT', path: '/roles/:id', handler: 'api::roles.roles.update', config: needs('roles.edit') },
    { method: 'DELETE', path: '/roles/:id', handler: 'api::roles.roles.remove', config: needs('roles.delete') },
  ],
};
