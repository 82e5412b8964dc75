import { needs } from '../../../lib/route-config';

/** The site's time zone and current time, for the editor's schedule field. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/articles/schedule-clock',
      handler: 'api::articles.article-schedule.clock',
      config: needs('articles.create', 'articles.edit', 'articles.edit_others'),
    },
  ],
};
