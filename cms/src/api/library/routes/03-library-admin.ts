import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::library.library-admin');

/** Own/others rules are decided per item in the service. */
export default {
  routes: [
    route('GET', '/library/manage', 'manage', needs('library.view', 'library.view_others')),
    route('POST', '/library', 'create', needs('library.create')),
    route('PUT', '/library/:id', 'update', needs('library.edit', 'library.edit_others')),
    route('DELETE', '/library/:id', 'remove', needs('library.delete', 'library.delete_others')),
  ],
};
