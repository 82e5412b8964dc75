import { needs } from '../../../lib/route-config';

/** Own/others rules are decided per item in the service. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/library/manage',
      handler: 'api::library.library-admin.manage',
      config: needs('library.view', 'library.view_others'),
    },
    { method: 'POST', path: '/library', handler: 'api::library.library-admin.create', config: needs('library.create') },
    {
      method: 'PUT',
      path: '/library/:id',
      handler: 'api::library.library-admin.update',
      config: needs('library.edit', 'library.edit_others'),
    },
    {
      method: 'DELETE',
      path: '/library/:id',
      handler: 'api::library.library-admin.remove',
      config: needs('library.delete', 'library.delete_others'),
    },
  ],
};
