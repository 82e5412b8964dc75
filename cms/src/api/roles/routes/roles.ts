import { needs, routesTo, signedIn } from '../../../lib/route-config';

const route = routesTo('api::roles.roles');

/** Level checks (the hierarchy rule) happen in the service, per role. */
export default {
  routes: [
    route('GET', '/roles', 'find', needs('roles.view', 'roles.create', 'roles.edit')),
    route('GET', '/roles/levels', 'levels', signedIn),
    route('GET', '/roles/assignable', 'assignable', signedIn),
    route('POST', '/roles/create-with-shift', 'createWithShift', needs('roles.create')),
    route('PUT', '/roles/:id', 'update', needs('roles.edit')),
    route('DELETE', '/roles/:id', 'remove', needs('roles.delete')),
  ],
};
