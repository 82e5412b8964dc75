import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::articles.article-admin');
const READERS = needs('articles.view', 'articles.view_others', 'articles.edit', 'articles.edit_others');
const WRITERS = needs('articles.create', 'articles.edit', 'articles.edit_others');

/** Own/others rules are decided in the service, per article; the policies here only admit candidates. */
export default {
  routes: [
    route('GET', '/articles/manage', 'manage', needs('articles.view', 'articles.view_others')),
    route('GET', '/articles/manage/:id(\\d+)', 'findOne', READERS),
    route('POST', '/articles', 'create', needs('articles.create')),
    route('PUT', '/articles/:id(\\d+)', 'update', needs('articles.edit', 'articles.edit_others')),
    route('DELETE', '/articles/:id(\\d+)', 'remove', needs('articles.delete', 'articles.delete_others')),
    // The site's time zone and current time, for the editor's schedule field.
    route('GET', '/articles/schedule-clock', 'clock', WRITERS),
  ],
};
