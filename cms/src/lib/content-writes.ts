import type { Core } from '@strapi/strapi';
import { bumpContentVersion } from './content-version';

/** Everything the public endpoints show; a write to any of them makes cached public answers stale. */
export const PUBLIC_CONTENT_MODELS = [
  'api::articles.article',
  'api::library.library-item',
  'api::organization.member',
  'api::organization.period',
  'api::organization.position',
  'api::organization.division',
  'api::settings.setting',
  'plugin::upload.file',
];

const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

export function subscribeContentWrites(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: PUBLIC_CONTENT_MODELS,
    ...Object.fromEntries(WRITE_EVENTS.map((event) => [event, () => bumpContentVersion()])),
  });
}
