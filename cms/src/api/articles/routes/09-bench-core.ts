import { factories } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';

/**
 * Benchmarks only (BENCH_CORE_ROUTES=true): Strapi's own generated read routes for articles at
 * /api/core/articles, public, so `npm run bench` can compare our endpoints with them. Off otherwise.
 */
export default appConfig.benchCoreRoutes
  ? factories.createCoreRouter('api::articles.article', {
      prefix: '/core',
      only: ['find', 'findOne'],
      config: { find: { auth: false }, findOne: { auth: false } },
    })
  : { routes: [] };
