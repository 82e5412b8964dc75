import { factories } from '@strapi/strapi';

/** Strapi's generated service, used only by the generated controller (bench-only core routes). */
export default factories.createCoreService('api::articles.article');
