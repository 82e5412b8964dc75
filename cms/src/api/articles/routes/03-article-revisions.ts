import { needs } from '../../../lib/route-config';

/** An article's history (Riwayat); the service checks the edit rights on that article (own or any). */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/articles/manage/:id(\\d+)/revisions',
      handler: 'api::articles.article-revisions.list',
      config: needs('articles.edit', 'articles.edit_others'),
    },
    {
      method: 'GET',
      path: '/articles/manage/:id(\\d+)/revisions/:revisionId(\\d+)',
      handler: 'api::articles.article-revisions.findOne',
      config: needs('articles.edit', 'articles.edit_others'),
    },
    {
      method: 'POST',
      path: '/articles/manage/:id(\\d+)/revisions/:revisionId(\\d+)/restore',
      handler: 'api::articles.article-revisions.restore',
      config: needs('articles.edit', 'articles.edit_others'),
    },
  ],
};
