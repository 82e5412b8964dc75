/* eslint-disable @typescript-eslint/consistent-type-imports -- one line per uid: the map names each module's type in place */
import type { Core } from '@strapi/strapi';
import type admin from '@strapi/admin/strapi-server';
import type contentManager from '@strapi/content-manager/strapi-server';
import type upload from '@strapi/upload/strapi-server';
import type { CheckedUpload } from './upload-policy';

/**
 * Every service the code calls, by uid, with its real type: Strapi's own `strapi.service(uid)` answers `any`-valued
 * records, so a typo in a method name or a changed answer went unnoticed until run time. Only type imports: nothing
 * here loads the api layer. ESLint allows `strapi.service(` and `.plugin(…).service(` only in this file. (The
 * plugins' `strapi-server` types are found through cms/tsconfig.json's `paths`: the build resolves without exports.)
 */
interface ServiceModules {
  'api::analytics.page-views': typeof import('../api/analytics/services/page-views');
  'api::articles.article-admin': typeof import('../api/articles/services/article-admin');
  'api::articles.article-preview': typeof import('../api/articles/services/article-preview');
  'api::articles.article-revisions': typeof import('../api/articles/services/article-revisions');
  'api::articles.public-articles': typeof import('../api/articles/services/public-articles');
  'api::articles.scheduled-publishing': typeof import('../api/articles/services/scheduled-publishing');
  'api::articles.seo': typeof import('../api/articles/services/seo');
  'api::auth.account': typeof import('../api/auth/services/account');
  'api::auth.identity': typeof import('../api/auth/services/identity');
  'api::auth.login': typeof import('../api/auth/services/login');
  'api::auth.passwords': typeof import('../api/auth/services/passwords');
  'api::auth.session-store': typeof import('../api/auth/services/session-store');
  'api::auth.two-factor': typeof import('../api/auth/services/two-factor');
  'api::chat.chat-images': typeof import('../api/chat/services/chat-images');
  'api::chat.conversation': typeof import('../api/chat/services/conversation');
  'api::chat.knowledge': typeof import('../api/chat/services/knowledge');
  'api::content.image-uploads': typeof import('../api/content/services/image-uploads');
  'api::dashboard.activity-log': typeof import('../api/dashboard/services/activity-log');
  'api::dashboard.dashboard-stats': typeof import('../api/dashboard/services/dashboard-stats');
  'api::dashboard.notifications-seen': typeof import('../api/dashboard/services/notifications-seen');
  'api::landing.stats': typeof import('../api/landing/services/stats');
  'api::library.gdrive': typeof import('../api/library/services/gdrive');
  'api::library.library-admin': typeof import('../api/library/services/library-admin');
  'api::library.media-migration': typeof import('../api/library/services/media-migration');
  'api::library.public-library': typeof import('../api/library/services/public-library');
  'api::organization.current-leaders': typeof import('../api/organization/services/current-leaders');
  'api::organization.divisions': typeof import('../api/organization/services/divisions');
  'api::organization.organization-admin': typeof import('../api/organization/services/organization-admin');
  'api::organization.public-organization': typeof import('../api/organization/services/public-organization');
  'api::roles.permission-catalogue': typeof import('../api/roles/services/permission-catalogue');
  'api::roles.role-admin': typeof import('../api/roles/services/role-admin');
  'api::settings.security-settings': typeof import('../api/settings/services/security-settings');
  'api::settings.settings-revisions': typeof import('../api/settings/services/settings-revisions');
  'api::settings.settings-update': typeof import('../api/settings/services/settings-update');
  'api::settings.site-settings': typeof import('../api/settings/services/site-settings');
  'api::users.user-admin': typeof import('../api/users/services/user-admin');
}

/** A registered service as Strapi holds it: our services and most plugins' are factories `({ strapi }) => service`. */
type Made<S> = S extends (...args: never[]) => infer Made ? Made : S;
type AdminServices = typeof admin.services;

export type Services = { [Uid in keyof ServiceModules]: Made<ServiceModules[Uid]['default']> } & {
  [Name in Extract<keyof AdminServices, string> as `admin::${Name}`]: AdminServices[Name];
};
type Upload = Made<ReturnType<typeof upload>['services']['upload']>;
interface PluginServices {
  'content-manager': ReturnType<typeof contentManager>['services'];
  upload: {
    // Stores the upload policy's checked files (extensions/upload), which Strapi's type (a formidable file) lacks.
    upload: Upload & { upload(input: { data: object; files: CheckedUpload[] }): ReturnType<Upload['upload']> };
  };
}

/** `strapi.service(uid)`, typed. */
export const service = <Uid extends keyof Services>(strapi: Core.Strapi, uid: Uid) =>
  strapi.service(uid) as Services[Uid];

export type PluginService<Plugin extends keyof PluginServices, Name extends keyof PluginServices[Plugin]> = Made<
  PluginServices[Plugin][Name]
>;
/** `strapi.plugin(plugin).service(name)`, typed. */
export const pluginService = <Plugin extends keyof PluginServices, Name extends keyof PluginServices[Plugin] & string>(
  strapi: Core.Strapi,
  plugin: Plugin,
  name: Name,
) => strapi.plugin(plugin).service(name) as PluginService<Plugin, Name>;
