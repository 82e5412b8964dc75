import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SETTINGS_FIELDS } from '@hmti/contract';
import { appConfig } from '../config/app-config';
import { SITE_CONTENT_TYPES } from './content-writes';
import { inFolders } from './files-in-use';
import { adminPasswordLockout } from './login-lockout';
import { clientIp, type RequestView } from './request-context';
import { service } from './services';

/**
 * Fields left out of the roles' permissions: the site's own settings (what only 'Edit pengaturan' changes in the
 * dashboard: name, contact, links, logo, footer, the switches), and the author account, since a field a role reads it
 * may filter by, and filtering by the account's email or username would tell an editor, letter by letter, the
 * accounts they may not list. (The author's name is shown.)
 */
const WITHHELD_FIELDS: Record<string, string[]> = {
  'api::settings.setting': Object.entries(SETTINGS_FIELDS)
    .filter(([, field]) => field.permission === 'settings.edit')
    .map(([key]) => key),
  'api::articles.article': ['authorUser'],
  'api::library.library-item': ['authorUser'],
};

/** What only a publisher sets: an Author's article is published (or scheduled) by an Editor, as in Strapi's roles. */
const AUTHOR_WITHHELD_WRITES: Record<string, string[]> = { 'api::articles.article': ['published', 'scheduledAt'] };

interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
  conditions: string[];
}

const UPLOAD_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * What the admin panel's Editor and Author roles may touch: the site's content (SITE_CONTENT_TYPES) and the Media
 * Library; everything else stays with the Super Admin. Applied at every boot (replacing Settings → Roles' hand edits),
 * so a change in the UI cannot silently widen them.
 */
function adminRolePermissions(strapi: Core.Strapi, author: boolean): AdminPermission[] {
  const actions = service(strapi, 'admin::permission')
    .actionProvider.values()
    .filter((a) => a.section === 'contentTypes');
  const conditions = author ? ['admin::is-creator'] : [];
  // Strapi types any permission (a subject may be an object); these are content-type ones, subjects by uid.
  const content = (
    service(strapi, 'admin::content-type').getPermissionsWithNestedFields(actions, {
      restrictedSubjects: [],
    }) as AdminPermission[]
  )
    .filter((p) => p.subject && SITE_CONTENT_TYPES.includes(p.subject))
    .map((p) => {
      const writes = author && /\.(create|update)$/.test(p.action);
      const withheld = [
        ...(WITHHELD_FIELDS[p.subject ?? ''] ?? []),
        ...((writes && AUTHOR_WITHHELD_WRITES[p.subject ?? '']) || []),
      ];
      const fields = p.properties?.fields?.filter((f) => !withheld.includes(f));
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
  const roles = service(strapi, 'admin::role');
  for (const code of ['strapi-editor', 'strapi-author']) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number } | null;
    if (role) await roles.assignPermissions(role.id, adminRolePermissions(strapi, code === 'strapi-author'));
  }
}

/**
 * Rows only the server writes (the data layer refuses other writes: serverWrittenOnly). The Content Manager's write
 * actions are registered without them, so no admin (not even the Super Admin, given every registered action at each
 * boot) is offered create, edit or delete there.
 */
const SERVER_WRITTEN = ['api::dashboard.activity', 'api::articles.article-revision', 'api::settings.settings-revision'];
const CONTENT_MANAGER_WRITES = ['create', 'update', 'delete', 'publish'].map(
  (a) => `plugin::content-manager.explorer.${a}`,
);

/** Called in `register`, before the Content Manager registers its actions (in its bootstrap). */
export function serverRecordsReadOnly(strapi: Core.Strapi) {
  service(strapi, 'admin::permission').actionProvider.hooks.willRegister.register(
    ({ value }: { value: { actionId: string; subjects?: string[] } }) => {
      if (CONTENT_MANAGER_WRITES.includes(value.actionId) && value.subjects)
        value.subjects = value.subjects.filter((subject) => !SERVER_WRITTEN.includes(subject));
    },
  );
}

interface AdminRoute {
  method: string;
  path: string;
  handler: string;
  config?: { middlewares?: unknown[]; policies?: unknown[] };
}
interface AdminRequest extends RequestView {
  set(field: string, value: string): void;
  state: { user?: { id?: number; email?: string; roles?: Array<{ code?: string }> }; userAbility?: unknown };
  params?: { id?: string; model?: string; sourceId?: string };
  request: { body?: Record<string, unknown> };
}

const SUPER_ADMIN = 'strapi-super-admin';
/** The admin's "Forgot password" where no mail can be sent (no SMTP_HOST): said, instead of a silent success. */
const NO_MAIL_CONFIGURED =
  'Email belum diatur di situs ini (SMTP_HOST kosong), jadi tautan reset tidak dapat dikirim. Minta Super Admin ' +
  'mengganti kata sandi Anda (Settings → Users), atau operator server menjalankan: ' +
  'npm run admin:reset -- --email <email>.';
const SERVER_INFORMATION_SUPER_ADMIN_ONLY = 'Informasi server (versi dan daftar dependensi) hanya untuk Super Admin.';
const KEY_FIGURES_SUPER_ADMIN_ONLY = 'Angka ringkas panel (admin, token, webhook, file) hanya untuk Super Admin.';
const COMPONENT_FORM_SUPER_ADMIN_ONLY = 'Tata letak formulir komponen hanya diubah oleh Super Admin.';
/** Strapi's webhooks: the server would call whatever address is saved (an internal one too) and show its answer. */
export const WEBHOOKS_OFF =
  'Webhooks are turned off on this site: the server calls no address named here (internal ones included).';
/** A Super Admin's own account edited in Settings → Users, which asks for no current password. */
export const OWN_SIGN_IN_IN_PROFILE =
  'Your own email and password change in your Profile (the menu under your name), which asks for your current ' +
  'password; or ask another Super Admin to change them here.';
/** A Media Library delete, move or rename that names a file or folder the role may not edit (an Author: another's). */
export const NOT_YOUR_FILES =
  'You can delete, move or rename only the files and folders you may edit (an Author: the ones they made).';
/** Strapi's "From URL" upload: the server would fetch whatever address it is given (redirects followed unchecked). */
export const UPLOAD_FROM_URL_OFF =
  'Adding a file from a URL is turned off on this site: download the file, then upload it from your computer.';
/**
 * In the admin panel's language. Its profile form sends "Current password" only beside a new password, so the message
 * says how to get there from that form, and the other way (a Super Admin edits the account in Settings → Users).
 */
export const ADMIN_EMAIL_NEEDS_PASSWORD =
  'Changing your email needs your current password: fill in Change password (current and a new password) in the ' +
  'same save, or ask a Super Admin to change it in Settings → Users.';
const ADMIN_WRONG_PASSWORD = 'Current password is invalid';
const adminTooManyGuesses = (seconds: number) => `Too many wrong passwords. Try again in ${seconds} seconds.`;

/**
 * Rules on Strapi's own admin routes, attached to the routes themselves (in `register`, before the router is built),
 * so they hold for every spelling of a path the router sends there. Each rule is described where it is attached.
 */
export function applyAdminPanelRoutes(strapi: Core.Strapi) {
  type Routers = Record<string, { routes?: AdminRoute[] }>;
  const adminRoutes = Object.values((strapi.admin as unknown as { routes: Routers }).routes);
  const pluginRoutes = (plugin: string) => [(strapi.plugin(plugin).routes as unknown as Routers).admin ?? {}];
  /** Puts a middleware first among a route's own (after its authentication and policies, so the user is known). */
  const routesOf =
    (where: string, routers: Array<{ routes?: AdminRoute[] }>) => (handler: string, middleware: unknown) => {
      const found = routers.flatMap((router) => router.routes ?? []).find((r) => r.handler === handler);
      if (!found) throw new Error(`${where} route ${handler} not found: check the admin-panel rules after an upgrade.`);
      found.config ??= {};
      found.config.middlewares = [middleware, ...(found.config.middlewares ?? [])];
    };
  const route = routesOf('Strapi admin', adminRoutes);
  const contentManagerRoute = routesOf('Content Manager', pluginRoutes('content-manager'));
  const uploadRoute = routesOf('Upload', pluginRoutes('upload'));
  /** A route turned off: it answers `message` and does nothing. */
  const refused = (message: string, details?: object) => () => {
    throw new errors.ApplicationError(message, details);
  };
  // The site's sign-in lockout (middlewares/admin-login-lockout.ts).
  route('authentication.login', 'global::admin-login-lockout');
  if (!appConfig.mail.smtp)
    route('authentication.forgotPassword', refused(NO_MAIL_CONFIGURED, { reason: 'no-mail-configured' }));
  // The Content Manager's relation lookups, for a field the role may not read (WITHHELD_FIELDS): Strapi sets its 403
  // answer with ctx.forbidden(), which returns, and then fails reading that call's result (500). The 403 is kept.
  const keepForbidden = async (ctx: { status: number }, next: () => Promise<unknown>) => {
    try {
      return await next();
    } catch (error) {
      if (ctx.status !== 403) throw error;
    }
  };
  for (const handler of ['relations.findAvailable', 'relations.findExisting'])
    contentManagerRoute(handler, keepForbidden);
  /**
   * Whether the signed-in admin may not do `action` on a row (loaded WITH_CREATOR, so an Author's "is creator"
   * condition sees whose it is), as Strapi checks a single entry or file: Strapi's bulk and copy routes check only the
   * action, never each row.
   */
  const deniedTo = (ctx: AdminRequest, action: string, model: string) => {
    const pm = service(strapi, 'admin::permission').createPermissionsManager({
      ability: ctx.state.userAbility,
      action,
      model,
    });
    return (row: object, subject = model) => pm.ability.cannot(pm.action, pm.toSubject(row, subject));
  };
  // A Duplicate, and the bulk lookup before a bulk action, check only that the role may create or read some entry:
  // they would show entries the role may not read (an Author: another's). Each is checked as opening it is.
  const mayReadThem = async (ctx: AdminRequest, next: () => Promise<unknown>) => {
    const { model, sourceId } = ctx.params ?? {};
    const named = sourceId ?? ctx.request.body?.documentIds;
    const documentIds = (Array.isArray(named) ? named : [named]).filter((id) => typeof id === 'string');
    if (!model || !documentIds.length) return next();
    const entries: object[] = await strapi.db
      .query(model)
      .findMany({ where: { documentId: { $in: documentIds } }, populate: WITH_CREATOR });
    const denied = deniedTo(ctx, 'plugin::content-manager.explorer.read', model);
    if (entries.some((entry) => denied(entry))) throw new errors.ForbiddenError();
    return next();
  };
  for (const handler of [
    'collection-types.clone',
    'collection-types.autoClone',
    'collection-types.bulkFindForValidation',
  ])
    contentManagerRoute(handler, mayReadThem);
  // Every admin may rewrite a component's form for everyone (Strapi checks no permission there): the Super Admin's.
  contentManagerRoute('components.updateComponentConfiguration', superAdminOnly(COMPONENT_FORM_SUPER_ADMIN_ONLY));
  // The Media Library's "From URL" would have the server fetch any address an editor names, following redirects to
  // addresses its own check never sees (the host's metadata service, internal ports): refused.
  uploadRoute('admin-upload.uploadFromUrls', refused(UPLOAD_FROM_URL_OFF));
  // An admin's login email changes only with their current password (Strapi asks for it only beside a new password,
  // so a session left open could take the account over). Whenever sent, it is checked here under the sign-in's
  // lockout, so an open session is no way to guess it without limit; Strapi's own check then passes.
  const lockout = adminPasswordLockout();
  route('authenticated-user.updateMe', async (ctx: AdminRequest, next: () => Promise<unknown>) => {
    const { email, currentPassword } = ctx.request.body ?? {};
    const user = ctx.state.user;
    if (!user?.id || !user.email) return next();
    const given = typeof currentPassword === 'string' && currentPassword !== '';
    if (typeof email === 'string' && email.trim().toLowerCase() !== user.email.toLowerCase() && !given)
      throw new errors.ValidationError(ADMIN_EMAIL_NEEDS_PASSWORD);
    if (given) {
      const ip = clientIp(ctx);
      const attempt = await lockout.begin(ip, user.email);
      if (!attempt.granted) {
        ctx.set('Retry-After', String(attempt.retryAfter));
        throw new errors.RateLimitError(adminTooManyGuesses(attempt.retryAfter), { retryAfter: attempt.retryAfter });
      }
      const row = (await strapi.db.query('admin::user').findOne({ where: { id: user.id }, select: ['password'] })) as {
        password?: string;
      } | null;
      if (!(await service(strapi, 'admin::auth').validatePassword(currentPassword, row?.password ?? '')))
        throw new errors.ValidationError(ADMIN_WRONG_PASSWORD);
      await lockout.succeeded(ip, user.email);
    }
    return next();
  });
  // The Media Library's bulk delete and move check only that the role may edit some file (an Author: their own); each
  // file and folder named, and each one under a folder named, is checked as the single delete checks a file.
  const eachFileEditable = async (ctx: AdminRequest, next: () => Promise<unknown>) => {
    // As sent: the database reads an id as the delete will.
    const ids = (value: unknown) =>
      Array.isArray(value) ? value.filter((id) => typeof id === 'number' || typeof id === 'string') : [];
    // A folder's own update (rename, move) names it in the address.
    const folderIds = [
      ...ids(ctx.request.body?.folderIds),
      ...ids(ctx.params?.id === undefined ? [] : [ctx.params.id]),
    ];
    const fileIds = ids(ctx.request.body?.fileIds);
    const { named, inside } = await inFolders(strapi, folderIds);
    const rows = async (uid: string, where: object[]) =>
      where.length
        ? ((await strapi.db.query(uid).findMany({ where: { $or: where }, populate: WITH_CREATOR })) as object[])
        : [];
    const denied = deniedTo(ctx, 'plugin::upload.assets.update', 'plugin::upload.file');
    const files = await rows('plugin::upload.file', [{ id: { $in: fileIds } }, ...inside('folderPath')]);
    const folders = await rows(
      'plugin::upload.folder',
      named.length ? [{ id: { $in: folderIds } }, ...inside('path')] : [],
    );
    if (files.some((file) => denied(file)) || folders.some((folder) => denied(folder, 'plugin::upload.folder')))
      throw new errors.PolicyError(NOT_YOUR_FILES);
    return next();
  };
  for (const handler of ['admin-folder-file.deleteMany', 'admin-folder-file.moveMany', 'admin-folder.update'])
    uploadRoute(handler, eachFileEditable);
  // The same account through Settings → Users (a Super Admin's own row there) asks for no password: its email and
  // password change in the profile, above. Another admin's new password ends their sessions, as admin:reset does
  // (Strapi's update keeps them: a session of whoever learnt the old password would stay open).
  route('user.update', async (ctx: AdminRequest, next: () => Promise<unknown>) => {
    const { email, password } = ctx.request.body ?? {};
    const user = ctx.state.user;
    const newEmail = typeof email === 'string' && email.trim().toLowerCase() !== user?.email?.toLowerCase();
    const newPassword = typeof password === 'string' && password !== '';
    if (!newEmail && !newPassword) return next();
    // The row the update will write, found as it finds it (an id spelt '012' is row 12).
    const row = (await strapi.db.query('admin::user').findOne({ where: { id: ctx.params?.id }, select: ['id'] })) as {
      id: number;
    } | null;
    if (row && row.id === user?.id) throw new errors.ValidationError(OWN_SIGN_IN_IN_PROFILE);
    await next();
    if (row && newPassword) await strapi.sessionManager('admin').invalidateRefreshToken(String(row.id));
  });
  // Versions and the full dependency list, and the panel's key figures (how many admins, tokens, webhooks, files): the
  // Super Admin's only.
  route('admin.information', superAdminOnly(SERVER_INFORMATION_SUPER_ADMIN_ONLY));
  route('homepage.getKeyStatistics', superAdminOnly(KEY_FIGURES_SUPER_ADMIN_ONLY));
  // Webhooks: the server would call any address saved (Strapi checks it only in production, only when saved, and
  // follows redirects), and "Trigger" shows what it answered — as "From URL" would fetch it. Off.
  for (const handler of ['webhooks.createWebhook', 'webhooks.updateWebhook', 'webhooks.triggerWebhook'])
    route(handler, refused(WEBHOOKS_OFF));
}

/** A row with its creator and the creator's roles: what the admin's "is creator" condition reads. */
const WITH_CREATOR = { createdBy: { populate: ['roles'] } };

const superAdminOnly = (message: string) => (ctx: AdminRequest, next: () => Promise<unknown>) => {
  if (!ctx.state.user?.roles?.some((r) => r.code === SUPER_ADMIN)) throw new errors.ForbiddenError(message);
  return next();
};

/**
 * The admin's password checks use the site's hashing threads, not bcryptjs on the event loop (where a flood of
 * sign-ins held up every other request). Same answers as Strapi's `checkCredentials`; an unknown email costs one too.
 */
export function checkAdminPasswordsOffTheEventLoop(strapi: Core.Strapi) {
  const auth = service(strapi, 'admin::auth');
  const passwords = () => service(strapi, 'api::auth.passwords');
  auth.validatePassword = (password, hash) => passwords().verify(password, hash);
  auth.checkCredentials = async ({ email, password }) => {
    const started = Date.now();
    const user = await strapi.db.query('admin::user').findOne({ where: { email } });
    if (!(await passwords().verify(password, user?.password)) || !user) {
      // As the site's sign-in: an unknown email (a dummy argon2id check) is not told apart from an account's (bcrypt,
      // slower) by the time it takes.
      await passwords().failureFloor(started);
      return [null, false, { message: 'Invalid credentials' }];
    }
    if (user.isActive !== true) return [null, false, { message: 'User not active' }];
    return [null, user];
  };
}
