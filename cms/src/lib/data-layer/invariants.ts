import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isPermissionName, samePositionName, unknownPermission } from '@hmti/contract';
import { DIVISION_UID, divisionUsage, positionHolders, settingsDivisions } from '../division-records';
import { SETTINGS_FIELDS } from '../settings-fields';
import { isAuditWrite, ACTIVITY_UID } from './audit-log';
import { fieldRefusal, refuse, serverWrittenOnly } from './refuse';
import { currentActor, isAdminPanelRequest } from './actor';
import * as text from './rule-messages';
import { eachRow, rowsBefore, type Row, type RowEvent } from './lifecycle-event';
import { service } from '../services';

/** The roles the product is built on: never deleted, never renamed. */
const SYSTEM_ROLES = ['owner', 'admin', 'chair', 'vice_chair', 'bph', 'division_head'];
const OWNER = 'owner';
const USER_UID = 'plugin::users-permissions.user';
const PERIOD_UID = 'api::organization.period';
const POSITION_UID = 'api::organization.position';
/** Sessions (token hashes, addresses, devices) and two-factor rows (sealed secrets, recovery-code hashes). */
const ACCOUNT_SECRET_UIDS = ['api::auth.session', 'api::auth.two-factor'];
/** Visitors' conversations with the assistant: theirs alone, for the day they last. */
const CHAT_UID = 'api::chat.chat';

const isSystemRole = (row: Row) => SYSTEM_ROLES.includes(String(row.name)) || !!row.isSystem;
const sameList = (a: unknown, b: unknown) =>
  JSON.stringify([...(Array.isArray(a) ? a : [])].sort()) === JSON.stringify([...(Array.isArray(b) ? b : [])].sort());

export function subscribeInvariants(strapi: Core.Strapi) {
  const rowsOf = (event: RowEvent) => rowsBefore(strapi, event);

  // Roles: the system roles stay; the owner role alone holds level 1 and its level and permissions are fixed; every
  // permission a role holds is one of the catalogue's.
  const knownPermissions = (permissions: unknown) => {
    if (permissions === undefined || permissions === null) return;
    const unknown = (Array.isArray(permissions) ? permissions : [permissions]).find((p) => !isPermissionName(p));
    if (unknown !== undefined)
      throw fieldRefusal(
        ['permissions'],
        unknownPermission(typeof unknown === 'string' ? unknown : JSON.stringify(unknown)),
      );
  };
  const roleCreate = async (event: RowEvent) => {
    const data = event.params.data ?? {};
    knownPermissions(data.permissions);
    // A new role starts with no accounts and is no system role. A Duplicate in /admin copies both from its source:
    // every account would move to the copy, and the copy could never be deleted. (The seed, as the system, makes the
    // system roles.)
    if (currentActor(strapi).kind !== 'system') {
      delete data.users;
      data.isSystem = false;
    }
    const level = Number(data.level);
    if (data.name === OWNER) {
      const exists = await strapi.db.query(event.model.uid).count({ where: { name: OWNER } });
      if (exists || level !== 1) throw refuse(text.OWNER_LEVEL_ONLY);
      return;
    }
    if (!Number.isInteger(level) || level < 2) throw refuse(text.OWNER_LEVEL_ONLY);
  };
  const roleUpdate = async (event: RowEvent) => {
    const data = event.params.data ?? {};
    knownPermissions(data.permissions);
    for (const row of await rowsOf(event)) {
      if (data.name !== undefined && data.name !== row.name && isSystemRole(row)) throw refuse(text.SYSTEM_ROLE_RENAME);
      if (data.isSystem !== undefined && !!data.isSystem !== !!row.isSystem) throw refuse(text.SYSTEM_FLAG_FIXED);
      if (row.name === OWNER) {
        if (data.level !== undefined && Number(data.level) !== Number(row.level)) throw refuse(text.OWNER_ROLE_FIXED);
        if (data.permissions !== undefined && !sameList(data.permissions, row.permissions))
          throw refuse(text.OWNER_ROLE_FIXED);
      } else if (data.level !== undefined && !(Number(data.level) >= 2)) throw refuse(text.OWNER_LEVEL_ONLY);
    }
  };
  const roleDelete = async (event: RowEvent) => {
    for (const row of await rowsOf(event)) {
      if (isSystemRole(row)) throw refuse(text.SYSTEM_ROLE_DELETE);
      if ((await strapi.db.query(USER_UID).count({ where: { appRole: { id: row.id } } })) > 0)
        throw refuse(text.ROLE_IN_USE);
    }
  };

  // Users: checked after the write, inside its transaction (the Document Service and our services wrap
  // their writes in one), so a refused change is rolled back whatever shape the relation data had.
  const activeOwners = () => strapi.db.query(USER_UID).count({ where: { appRole: { name: OWNER }, blocked: false } });
  // The time of a sign-in is bookkeeping: it cannot change who is an active owner, so it costs no count.
  const signInOnly = (event: RowEvent) =>
    !!event.params.data && Object.keys(event.params.data).every((k) => ['lastLogin', 'updatedAt'].includes(k));
  const countOwners = async (event: RowEvent) => {
    if (!signInOnly(event)) event.state.activeOwners = await activeOwners();
  };
  const ownerStillActive = async (event: RowEvent) => {
    if (Number(event.state.activeOwners ?? 0) > 0 && (await activeOwners()) < 1) throw refuse(text.LAST_OWNER);
  };

  // Periods: one with members is neither deleted nor renamed (its members would vanish from every list); the last one
  // is not deleted by a person (the import, replacing the demo periods in one transaction, may); its positions go
  // with it and follow its new name (afterwards, so they never name a period that does not exist). The last one is
  // counted after the delete, inside its transaction: deletes run side by side (a bulk delete in /admin) would each
  // see another period left before.
  const periodChange = async (event: RowEvent) => {
    const name = event.params.data?.name;
    const deleting = event.action.startsWith('beforeDelete');
    if (!deleting && (name === undefined || name === null)) return;
    const rows = (await rowsOf(event)).filter((row) => deleting || name !== row.name);
    if (!rows.length) return;
    for (const row of rows)
      if ((await strapi.db.query('api::organization.member').count({ where: { period: row.name } })) > 0)
        throw refuse(text.PERIOD_HAS_MEMBERS);
    event.state.periods = rows.map((row) => row.name);
  };
  const periodPositions = async (event: RowEvent) => {
    const periods = event.state.periods as string[] | undefined;
    if (!periods) return;
    const where = { period: { $in: periods } };
    if (event.action.startsWith('afterDelete')) {
      if (currentActor(strapi).kind !== 'system' && (await strapi.db.query(PERIOD_UID).count()) === 0)
        throw refuse(text.LAST_PERIOD);
      await strapi.db.query(POSITION_UID).deleteMany({ where });
    } else await strapi.db.query(POSITION_UID).updateMany({ where, data: { period: event.params.data?.name } });
  };

  // Divisions: one still held by members or users is not deleted, and its key is not renamed under its users.
  const divisionDelete = async (event: RowEvent) => {
    const rows = await rowsOf(event);
    for (const row of rows) {
      const usage = await divisionUsage(strapi, String(row.name));
      if (usage.members || usage.users) throw refuse(text.divisionInUse(usage));
    }
    event.state.divisions = rows.map((row) => String(row.name));
  };
  // A removed division's entries (its colour, head, logo and name) leave the site settings with it, in its write.
  const divisionGone = async (event: RowEvent) => {
    for (const name of (event.state.divisions as string[] | undefined) ?? [])
      await service(strapi, 'api::settings.settings-update').moveDivision(name);
  };
  const divisionRename = async (event: RowEvent) => {
    const name = event.params.data?.name;
    if (name === undefined || name === null) return;
    const renamed: string[] = [];
    for (const row of await rowsOf(event)) {
      if (name === row.name) continue;
      if ((await strapi.db.query(USER_UID).count({ where: { division: row.name } })) > 0)
        throw refuse(text.DIVISION_KEY_IN_USE);
      renamed.push(String(row.name));
    }
    event.state.renamed = renamed;
  };
  // A renamed key (in /admin) takes its entries in the site settings with it, in its write: the Hero and the chart
  // keep its head, logo, name and colour.
  const divisionRenamed = async (event: RowEvent) => {
    for (const from of (event.state.renamed as string[] | undefined) ?? [])
      await service(strapi, 'api::settings.settings-update').moveDivision(from, String(event.params.data?.name));
  };

  // A position belongs to one division: one added that another division lists is refused on the positions field
  // (a position a division already lists stays savable, so older data does not block its other fields).
  const divisionPositions = async (event: RowEvent) => {
    const data = event.params.data as Row | Row[] | undefined;
    const written = (Array.isArray(data) ? data : data ? [data] : []).filter(
      (row) => Array.isArray(row.positions) && row.positions.length,
    );
    if (!written.length) return;
    // The division's own rows (by document: a draft and its published copy are one division) are not others.
    const rows = event.action.startsWith('beforeCreate') ? [] : await rowsOf(event);
    const own = rows.map((row) => row.documentId).filter((id) => typeof id === 'string');
    const { holderOf, hold } = await positionHolders(strapi, own.length ? { documentId: { $notIn: own } } : {});
    const listed = rows.flatMap((row) => (Array.isArray(row.positions) ? row.positions.map(String) : []));
    for (const row of written) {
      for (const position of (row.positions as unknown[]).map(String)) {
        const other = listed.some((p) => samePositionName(p, position)) ? undefined : holderOf(position);
        if (other) throw fieldRefusal(['positions'], text.positionInOtherDivision(position, other.displayName));
      }
      hold(row); // the rows of one bulk insert, against each other
    }
  };

  // Settings: every known key is checked (and normalised) as the settings screen checks it, refused on its field.
  const checkSettings = async (data: Row | undefined) => {
    if (!data) return;
    const context = { divisions: await settingsDivisions(strapi) };
    for (const [key, field] of Object.entries(SETTINGS_FIELDS)) {
      if (data[key] === undefined) continue;
      try {
        data[key] = field.check(data[key], key, undefined, context);
      } catch (error) {
        const path = (error as { details?: { field?: string } }).details?.field ?? key;
        throw fieldRefusal(path.split('.'), (error as Error).message);
      }
    }
  };
  const settingsKeys = (event: RowEvent) => checkSettings(event.params.data);
  // The Content Manager's writes are checked before Strapi's own length checks, so /admin says what the dashboard says.
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === 'api::settings.setting' && (ctx.action === 'create' || ctx.action === 'update'))
      await checkSettings((ctx.params as { data?: Row } | undefined)?.data);
    return next();
  });

  // The admin panel (even its Super Admin) is no second door to the accounts: it lists site users (no passwords,
  // Strapi never shows those) but changes none, so roles, passwords and the owner go by the dashboard's rules; it
  // neither reads nor writes sessions (token hashes, addresses), two-factor rows (secrets, recovery hashes) or the
  // visitors' chats (what they asked; a forged answer or a later expiry would be served back to them).
  const notThroughAdmin = (error: () => Error) => () => {
    if (isAdminPanelRequest(strapi)) throw error();
  };
  const accountsReadOnly = notThroughAdmin(() => refuse(text.ACCOUNTS_NOT_IN_ADMIN));
  const secretsHidden = notThroughAdmin(() => new errors.ForbiddenError(text.ACCOUNT_SECRETS_NOT_IN_ADMIN));
  const chatsHidden = notThroughAdmin(() => new errors.ForbiddenError(text.CHATS_NOT_IN_ADMIN));

  const subscribe = (models: string[], hooks: Record<string, (event: RowEvent) => unknown>) =>
    strapi.db.lifecycles.subscribe({ models, ...hooks });
  /** `hook` for each of these events and its `…Many` twin. */
  const on = (hook: (event: RowEvent) => unknown, ...events: string[]) =>
    Object.fromEntries(events.flatMap((event) => [event, `${event}Many`]).map((event) => [event, hook]));
  const writes = ['beforeCreate', 'beforeUpdate', 'beforeDelete'];

  subscribe(['api::roles.role'], {
    beforeCreate: roleCreate,
    beforeCreateMany: () => {
      throw refuse(text.OWNER_LEVEL_ONLY);
    },
    ...on(roleUpdate, 'beforeUpdate'),
    ...on(roleDelete, 'beforeDelete'),
  });
  subscribe([USER_UID], {
    ...on(countOwners, 'beforeUpdate', 'beforeDelete'),
    ...on(ownerStillActive, 'afterUpdate', 'afterDelete'),
  });
  subscribe([USER_UID], on(accountsReadOnly, ...writes));
  const readsAndWrites = (hook: () => void) => ({
    ...on(hook, ...writes),
    beforeFindOne: hook,
    beforeFindMany: hook,
    beforeCount: hook,
  });
  subscribe(ACCOUNT_SECRET_UIDS, readsAndWrites(secretsHidden));
  subscribe([CHAT_UID], readsAndWrites(chatsHidden));
  subscribe([PERIOD_UID], {
    ...on(periodChange, 'beforeUpdate', 'beforeDelete'),
    ...on(periodPositions, 'afterUpdate', 'afterDelete'),
  });
  // One hook per event (a second `on` for the same event would replace the first).
  const divisionUpdate = async (event: RowEvent) => {
    await divisionRename(event);
    await divisionPositions(event);
  };
  subscribe([DIVISION_UID], {
    ...on(divisionPositions, 'beforeCreate'),
    ...on(divisionUpdate, 'beforeUpdate'),
    ...on(divisionRenamed, 'afterUpdate'),
    ...on(divisionDelete, 'beforeDelete'),
    ...on(divisionGone, 'afterDelete'),
  });
  subscribe(['api::settings.setting'], {
    ...on(settingsKeys, 'beforeUpdate'),
    beforeCreate: settingsKeys,
    beforeCreateMany: eachRow(settingsKeys),
  });
  // The site settings and the protections are one row each, edited in place: deleting one would put every
  // customised text (or every protection) back to its default by one click.
  const singletonKept = () => {
    throw refuse(text.SINGLETON_DELETE);
  };
  subscribe(['api::settings.setting', 'api::settings.middleware-setting'], on(singletonKept, 'beforeDelete'));
  // …and never joined by a second (Strapi's collection routes take a single type's uid, and a Duplicate copies it):
  // the site would read either row. The first is made at the first start.
  const singletonAlone = async (event: RowEvent) => {
    const given: unknown = event.params.data;
    const rows = Array.isArray(given) ? given.length : 1;
    if (rows > 1 || (await strapi.db.query(event.model.uid).count()) > 0) throw refuse(text.SINGLETON_CREATE);
  };
  subscribe(['api::settings.setting', 'api::settings.middleware-setting'], {
    beforeCreate: singletonAlone,
    beforeCreateMany: singletonAlone,
  });
  // The activity log is append-only: only the audit writer adds rows; nothing updates or deletes them.
  subscribe([ACTIVITY_UID], serverWrittenOnly(isAuditWrite, text.ACTIVITY_APPEND_ONLY));
}
