import { routesTo } from '../../../lib/route-config';

const route = routesTo('api::library.gdrive');
const DRIVE_USERS = [
  'library.create',
  'library.edit',
  'library.edit_others',
  'articles.create',
  'articles.edit',
  'articles.edit_others',
  'organization.edit',
  'organization.manage_members',
  'content.edit',
];
const config = {
  auth: false as const,
  policies: [
    { name: 'global::has-permission', config: { anyOf: DRIVE_USERS } },
    {
      name: 'global::user-rate-limit',
      config: { bucket: 'gdrive', max: 60, windowSeconds: 60, counts: 'pemeriksaan link Google Drive' },
    },
  ],
};

export default {
  routes: [
    route('POST', '/gdrive/check-access', 'checkAccess', config),
    route('POST', '/gdrive/media-url', 'mediaUrl', config),
  ],
};
