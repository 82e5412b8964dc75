import { factories } from '@strapi/strapi';

/** Strapi's generated controller for articles: reachable only through the bench-only core routes (BENCH_CORE_ROUTES). */
export default factories.createCoreController('api::articles.article');
