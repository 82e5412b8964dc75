import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::articles.article-revisions');
const EDITORS = needs('articles.edit', 'articles.edit_others');

/** An article's history (Riwayat); the service checks the edit rights on that article (own or any). */
export default {
  routes: [
    route('GET', '/articles/manage/:id(\\d+)/revisions', 'list', EDITORS),
    route('GET', '/articles/manage/:id(\\d+)/revisions/:revisionId(\\d+)', 'findOne', EDITORS),
    route('POST', '/articles/manage/:id(\\d+)/revisions/:revisionId(\\d+)/restore', 'restore', EDITORS),
  ],
};
