import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::content.uploads');
const ARTICLE_WRITERS = needs('articles.create', 'articles.edit', 'articles.edit_others');

export default {
  routes: [
    route(
      'POST',
      '/upload',
      'upload',
      needs(
        'articles.create',
        'articles.edit',
        'articles.edit_others',
        'library.create',
        'library.edit',
        'library.edit_others',
        'content.edit',
        'organization.edit',
        'organization.manage_members',
        'divisions.create',
        'divisions.edit',
        'settings.edit',
      ),
    ),
    route('POST', '/upload/content-image', 'contentImage', ARTICLE_WRITERS),
  ],
};
