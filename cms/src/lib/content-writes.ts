import type { Core } from '@strapi/strapi';
import { bumpContentVersion } from './content-version';

/**
 * The site's content: what the public endpoints show, and all that the admin panel's Editor and Author roles may
 * touch (lib/admin-panel-roles.ts).
 */
export const SITE_CONTENT_TYPES = [
  'api::articles.article',
  'api::library.library-item',
  'api::organization.member',
  'api::organization.period',
  'api::organization.position',
  'api::organization.division',
  'api::settings.setting',
];

const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

/** A write to the site's content or its pictures makes cached public answers stale. */
export function subscribeContentWrites(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [...SITE_CONTENT_TYPES, 'plugin::upload.file'],
    ...Object.fromEntries(WRITE_EVENTS.map((event) => [event, () => bumpContentVersion()])),
  });
}
