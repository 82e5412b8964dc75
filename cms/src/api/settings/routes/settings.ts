import { needs, ownerOnly, publicRead, routesTo } from '../../../lib/route-config';

const route = routesTo('api::settings.settings');

export default {
  routes: [
    // Shown in maintenance too: the maintenance screen itself is drawn from the settings.
    publicRead('/settings', 'api::settings.settings.find', { gated: false }),
    route('PUT', '/settings', 'update', needs('content.edit', 'settings.edit')),
    route('POST', '/settings/reset', 'reset', needs('settings.edit')),
    // The settings' history (Settings → History); a restore is a save, so each field's permission applies too.
    route('GET', '/settings/revisions', 'revisions', needs('settings.view')),
    route('GET', '/settings/revisions/:id(\\d+)', 'revision', needs('settings.view')),
    route('POST', '/settings/revisions/:id(\\d+)/restore', 'restoreRevision', needs('settings.edit')),
    route('GET', '/settings/request-limits', 'requestLimits', needs('settings.view')),
    route('GET', '/settings/middleware', 'getSecurity', ownerOnly),
    route('PUT', '/settings/middleware', 'updateSecurity', ownerOnly),
  ],
};
