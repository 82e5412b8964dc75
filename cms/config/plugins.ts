import { appConfig } from '../src/config/app-config';

export default () => ({
  // Local plugin: CKEditor 5 as the admin's HTML field (self-hosted, no CDN); see src/plugins/rich-editor.
  'rich-editor': { enabled: true, resolve: './src/plugins/rich-editor' },
  'users-permissions': {
    config: {
      // Accounts live in the users-permissions user collection, but the plugin's own JWT
      // login and registration routes are removed (src/extensions/users-permissions).
      jwtSecret: process.env.JWT_SECRET,
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      provider: 'local',
      sizeLimit: appConfig.uploadMaxBytes,
      breakpoints: { large: 1000, medium: 750, small: 500 },
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/x-sh', 'application/x-msdownload'],
      },
    },
  },
});
