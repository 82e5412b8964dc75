import type { Core } from '@strapi/strapi';

/**
 * What the admin panel's Editor and Author roles may touch: the site's content, nothing else. Roles,
 * permissions, accounts and their secrets, sessions, chats, the activity log, the security protections
 * and the users-permissions internals stay with the Super Admin. Applied at every boot (replacing whatever
 * was set by hand in Settings → Roles), so a change in the UI cannot silently widen them.
 */
export const ADMIN_EDITABLE_TYPES = [
  'api::articles.article',
  'api::library.library-item',
  'api::organization.member',
  'api::organization.period',
  'api::organization.position',
  'api::organization.division',
  'api::settings.setting',
];

/** Site switches of the settings type that are not public content (owner decisions on the dashboard). */
const SETTINGS_SWITCHES = ['maintenanceMode', 'enableRegistration'];

interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
  conditions?: string[];
}

const UPLOAD_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

export function adminRolePermissions(strapi: Core.Strapi, author: boolean): AdminPermission[] {
  const actions = (
    strapi.service('admin::permission').actionProvider.values() as Array<{ section: string; actionId: string }>
  ).filter((a) => a.section === 'contentTypes');
  const conditions = author ? ['admin::is-creator'] : [];
  const content = (
    strapi
      .service('admin::content-type')
      .getPermissionsWithNestedFields(actions, { restrictedSubjects: [] }) as AdminPermission[]
  )
    .filter((p) => p.subject && ADMIN_EDITABLE_TYPES.includes(p.subject))
    .map((p) => {
      const fields =
        p.subject === 'api::settings.setting' && p.properties?.fields
          ? p.properties.fields.filter((f) => !SETTINGS_SWITCHES.includes(f))
          : p.properties?.fields;
      return { action: p.action, subject: p.subject, properties: fields ? { fields } : {}, conditions };
    });
  const uploads = UPLOAD_ACTIONS.map((action) => ({
    action,
    subject: null,
    properties: {},
    conditions: author && /read|update/.test(action) ? conditions : [],
  }));
  return [...content, ...uploads];
}

export async function applyAdminPanelRoles(strapi: Core.Strapi) {
  const roles = strapi.service('admin::role');
  for (const [code, author] of [
    ['strapi-editor', false],
    ['strapi-author', true],
  ] as const) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number } | null;
    if (role) await roles.assignPermissions(role.id, adminRolePermissions(strapi, author));
  }
}
