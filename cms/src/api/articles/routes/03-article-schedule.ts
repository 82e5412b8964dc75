import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::articles.article-schedule');
const EDITORS = needs('articles.create', 'articles.edit', 'articles.edit_others');

/** The site's time zone and current time, for the editor's schedule field. */
export default { routes: [route('GET', '/articles/schedule-clock', 'clock', EDITORS)] };
