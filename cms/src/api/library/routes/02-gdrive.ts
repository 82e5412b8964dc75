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
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/gdrive/check-access', handler: 'api::library.gdrive.checkAccess', config },
    { method: 'POST', path: '/gdrive/media-url', handler: 'api::library.gdrive.mediaUrl', config },
  ],
};
