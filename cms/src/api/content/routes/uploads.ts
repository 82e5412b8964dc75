const EDITORS = [
  'articles.create',
  'articles.edit',
  'articles.edit_others',
  'library.create',
  'library.edit',
  'library.edit_others',
  'content.edit',
  'organization.edit',
  'organization.manage_members',
  'divisions.create',
  'divisions.edit',
  'settings.edit',
];

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/upload',
      handler: 'api::content.uploads.upload',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: EDITORS } }] },
    },
    {
      method: 'POST',
      path: '/upload/content-image',
      handler: 'api::content.uploads.contentImage',
      config: {
        auth: false,
        policies: [
          {
            name: 'global::has-permission',
            config: { anyOf: ['articles.create', 'articles.edit', 'articles.edit_others'] },
          },
        ],
      },
    },
  ],
};
