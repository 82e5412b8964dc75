import { needs } from '../../../lib/route-config';

/** Own/others rules are decided in the service, per article; the policies here only admit candidates. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/articles/manage',
      handler: 'api::articles.article-admin.manage',
      config: needs('articles.view', 'articles.view_others'),
    },
    {
      method: 'GET',
      path: '/articles/manage/:id(\\d+)',
      handler: 'api::articles.article-admin.findOne',
      config: needs('articles.view', 'articles.view_others', 'articles.edit', 'articles.edit_others'),
    },
    {
      method: 'POST',
      path: '/articles',
      handler: 'api::articles.article-admin.create',
      config: needs('articles.create'),
    },
    {
      method: 'PUT',
      path: '/articles/:id(\\d+)',
      handler: 'api::articles.article-admin.update',
      config: needs('articles.edit', 'articles.edit_others'),
    },
    {
      method: 'DELETE',
      path: '/articles/:id(\\d+)',
      handler: 'api::articles.article-admin.remove',
      config: needs('articles.delete', 'articles.delete_others'),
    },
  ],
};
