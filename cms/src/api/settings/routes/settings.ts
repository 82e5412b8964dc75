import { publicRead } from '../../../lib/route-config';

export default {
  type: 'content-api',
  routes: [
    // Shown in maintenance too: the maintenance screen itself is drawn from the settings.
    publicRead('/settings', 'api::settings.settings.find', { gated: false }),
    {
      method: 'PUT',
      path: '/settings',
      handler: 'api::settings.settings.update',
      config: {
        auth: false,
        policies: [{ name: 'global::has-permission', config: { anyOf: ['content.edit', 'settings.edit'] } }],
      },
    },
    {
      method: 'POST',
      path: '/settings/reset',
      handler: 'api::settings.settings.reset',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.edit'] } }] },
    },
    // The settings' history (Settings → History); a restore is a save, so each field's permission applies too.
    {
      method: 'GET',
      path: '/settings/revisions',
      handler: 'api::settings.settings.revisions',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.view'] } }] },
    },
    {
      method: 'GET',
      path: '/settings/revisions/:id(\\d+)',
      handler: 'api::settings.settings.revision',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.view'] } }] },
    },
    {
      method: 'POST',
      path: '/settings/revisions/:id(\\d+)/restore',
      handler: 'api::settings.settings.restoreRevision',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.edit'] } }] },
    },
    {
      method: 'GET',
      path: '/settings/request-limits',
      handler: 'api::settings.settings.requestLimits',
      config: { auth: false, policies: [{ name: 'global::has-permission', config: { anyOf: ['settings.view'] } }] },
    },
    {
      method: 'GET',
      path: '/settings/middleware',
      handler: 'api::settings.settings.getSecurity',
      config: { auth: false, policies: [{ name: 'global::has-role', config: { roles: ['owner'] } }] },
    },
    {
      method: 'PUT',
      path: '/settings/middleware',
      handler: 'api::settings.settings.updateSecurity',
      config: { auth: false, policies: [{ name: 'global::has-role', config: { roles: ['owner'] } }] },
    },
  ],
};
