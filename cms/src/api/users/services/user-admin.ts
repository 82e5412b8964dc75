import type { Core } from '@strapi/strapi';
import { badRequest, conflict, forbidden } from '../../../lib/http-error';
import {
  hierarchyRefusal,
  PERMISSIONS_NOT_CONTAINED,
  ROLE_CHANGE_NEEDS_ASSIGN,
  type HierarchyAction,
} from '../../../lib/hierarchy';
import { listPage, readListQuery } from '../../../lib/list-query';
import { hasPermission, stringList, UNKNOWN_LEVEL } from '../../../lib/permissions';
import type { AuthState } from '../../../lib/request-context';
import type { UserRow } from '../../auth/services/identity';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { settingsDivisions } from '../../../lib/division-records';
import { parseInput } from '../../../lib/request-input';
import {
  DIVISION_HEAD_ROLE,
  OWN_LOGIN_IN_PROFILE,
  CO_OWNER_LOGIN,
  USER_ROLE_REQUIRED,
  userCreateBodySchema,
  userDivisionUnknown,
  userUpdateBodySchema,
} from '@hmti/contract';
import { service } from '../../../lib/services';
import { givenEmail, siteAccountFields, standInEmail } from '../../../lib/site-accounts';
import { findRowOr404 } from '../../../lib/answer';

const UID = 'plugin::users-permissions.user';
const EDIT_LOWER_ONLY = 'Anda hanya dapat mengubah user dengan level lebih rendah dari level Anda.';
const REROLE_LOWER_ONLY = 'Anda hanya dapat mengubah role user dengan level lebih rendah dari level Anda.';
const DELETE_LOWER_ONLY = 'Anda hanya dapat menghapus user dengan level lebih rendah dari level Anda.';
const GRANT_LOWER_ONLY = 'Anda hanya dapat memberikan role di bawah level Anda.';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(UID);
  const identity = () => service(strapi, 'api::auth.identity');
  /** The hierarchy rule for a user or a role given to one; `levelMessage` names what the level rule refused. */
  const assertMayManage = (
    auth: AuthState,
    role: { level?: number | null; permissions?: unknown } | null | undefined,
    action: HierarchyAction,
    levelMessage: string,
  ) => {
    const permissions = stringList(role?.permissions);
    const refusal = hierarchyRefusal(auth.actor, { level: role?.level ?? UNKNOWN_LEVEL, permissions }, action, 'user');
    if (refusal === 'level') throw forbidden(levelMessage);
    if (refusal === 'permissions') throw forbidden(PERMISSIONS_NOT_CONTAINED);
  };

  const load = (id: number) =>
    findRowOr404<UserRow & { documentId: string }>(users(), id, 'User tidak ditemukan.', { appRole: true });

  const roleByName = async (name: unknown) => {
    const role =
      typeof name === 'string' ? await strapi.db.query('api::roles.role').findOne({ where: { name } }) : null;
    if (!role) throw badRequest(USER_ROLE_REQUIRED, { field: 'role' });
    return role as { id: number; name: string; level: number; permissions: unknown; requireTwoFactor?: boolean };
  };
  // Moved into a role that requires 2FA, the user's sessions that did not pass it end, as when the owner turns the
  // requirement on for the role: they enrol at their next sign-in.
  const afterRoleChange = async (id: number, role: { requireTwoFactor?: boolean }) => {
    if (role.requireTwoFactor) await service(strapi, 'api::auth.session-store').revokeWithoutTwoFactor([id]);
  };

  const assertUnique = async (username: string, email: string, exceptId?: number) => {
    const except = exceptId ? { id: { $ne: exceptId } } : {};
    if (await users().count({ where: { username: { $eqi: username }, ...except } }))
      throw conflict('Username sudah digunakan.', { field: 'username' });
    if (email && (await users().count({ where: { email: { $eqi: email }, ...except } })))
      throw conflict('Email sudah digunakan.', { field: 'email' });
  };

  /** A division head leads one existing division (the leadership's excepted); other roles have none. */
  const divisionFor = async (roleName: string, division: unknown) => {
    if (roleName !== DIVISION_HEAD_ROLE) return null;
    const keys = Object.keys(await settingsDivisions(strapi));
    if (typeof division !== 'string' || !keys.includes(division))
      throw badRequest(userDivisionUnknown(keys), { field: 'division' });
    return division;
  };

  return {
    /** Everyone with users.view_others; only oneself with users.view. Searchable, filterable by role; ?page= answers one page with its meta. */
    async list(auth: AuthState, query: Record<string, unknown>) {
      const where: Record<string, unknown> = hasPermission(auth.actor, 'users.view_others') ? {} : { id: auth.userId };
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
      if (q) where.$or = [{ username: { $containsi: q } }, { name: { $containsi: q } }, { email: { $containsi: q } }];
      if (typeof query.role === 'string' && query.role) where.appRole = { name: query.role };
      const find = async (range: { offset?: number; limit: number }) => {
        const rows = await users().findMany({ where, populate: { appRole: true }, orderBy: [{ id: 'asc' }], ...range });
        const withTwoFactor = await service(strapi, 'api::auth.two-factor').enabledAmong(rows.map((u) => u.id));
        return rows.map((u) => ({ ...identity().toDto(u), twoFactorEnabled: withTwoFactor.has(u.id) }));
      };
      if (query.page === undefined) return find({ limit: 1000 });
      const paging = readListQuery({ page: query.page, pageSize: query.pageSize }, { pageSize: 20, maxPageSize: 100 });
      return listPage(paging, find, () => users().count({ where }));
    },

    async create(auth: AuthState, body: Record<string, unknown>) {
      const input = parseInput(userCreateBodySchema, body);
      const { username } = input;
      const password = input.password as string;
      const email = input.email?.toLowerCase() || standInEmail(username);
      const role = await roleByName(body.role);
      assertMayManage(auth, role, 'assign', 'Anda hanya dapat membuat user dengan role di bawah level Anda.');
      await assertUnique(username, email);
      const division = await divisionFor(role.name, body.division);
      const account = await siteAccountFields(strapi);
      const created = await auditAs(
        { type: 'user', action: 'create', title: 'User dibuat', entityTitle: username },
        async () => {
          const row = await strapi.documents(UID).create({
            data: { username, email, name: input.name || username, division, ...account, appRole: role.id } as never,
          });
          // Stored as argon2id off the event loop (the Document Service would hash it on the loop).
          await service(strapi, 'api::auth.passwords').store(Number(row.id), password);
          return row;
        },
      );
      return identity().toDto(await load(Number(created.id)));
    },

    async update(auth: AuthState, id: number, raw: Record<string, unknown>) {
      const body = parseInput(userUpdateBodySchema, raw);
      const target = await load(id);
      assertMayManage(auth, target.appRole, 'edit', EDIT_LOWER_ONLY);
      const username = body.username ?? target.username;
      // An account without an email follows its username, so the old name is free for a new account.
      const email =
        (body.email === undefined ? givenEmail(target.email) : body.email.toLowerCase()) || standInEmail(username);
      const emailChanged =
        body.email !== undefined && body.email.toLowerCase() !== givenEmail(target.email).toLowerCase();
      if (username !== target.username || emailChanged || body.password) {
        if (id === auth.userId) throw forbidden(OWN_LOGIN_IN_PROFILE);
        if (target.appRole?.name === 'owner') throw forbidden(CO_OWNER_LOGIN);
      }
      const data: Record<string, unknown> = { username, email };
      if (body.name !== undefined) data.name = body.name;
      let roleName = target.appRole?.name ?? '';
      let newRole: { requireTwoFactor?: boolean } = {};
      // Changing a role is assigning one, whichever route it comes through.
      if (body.role !== undefined && body.role !== roleName) {
        if (!hasPermission(auth.actor, 'roles.assign')) throw forbidden(ROLE_CHANGE_NEEDS_ASSIGN);
        const role = await roleByName(body.role);
        assertMayManage(auth, role, 'assign', GRANT_LOWER_ONLY);
        data.appRole = role.id;
        roleName = role.name;
        newRole = role;
      }
      if (body.role !== undefined || body.division !== undefined)
        data.division = await divisionFor(roleName, body.division ?? target.division);
      await assertUnique(username, email, id);
      await auditAs(
        { type: 'user', action: 'update', title: 'User diperbarui', entityId: id, entityTitle: username },
        async () => {
          await strapi.documents(UID).update({ documentId: target.documentId, data: data as never });
          if (body.password) {
            await service(strapi, 'api::auth.passwords').store(id, body.password);
            await service(strapi, 'api::auth.session-store').revokeAllForUser(
              id,
              id === auth.userId ? auth.sessionId : undefined,
            );
          }
        },
      );
      await afterRoleChange(id, newRole);
      return identity().toDto(await load(id));
    },

    /** PUT /api/users/{id}/role: the same hierarchy rule for the user and for the role given. */
    async assignRole(auth: AuthState, id: number, body: Record<string, unknown>) {
      const target = await load(id);
      assertMayManage(auth, target.appRole, 'assign', REROLE_LOWER_ONLY);
      const role = await roleByName(body.role);
      assertMayManage(auth, role, 'assign', GRANT_LOWER_ONLY);
      const division = await divisionFor(role.name, body.division);
      const entityTitle = `${target.username} → ${role.name}`;
      await auditAs({ type: 'user', action: 'update', title: 'Role user diubah', entityId: id, entityTitle }, () =>
        strapi.db.transaction(() => users().update({ where: { id }, data: { appRole: role.id, division } })),
      );
      await afterRoleChange(id, role);
      return identity().toDto(await load(id));
    },

    async remove(auth: AuthState, id: number) {
      const target = await load(id);
      if (target.id === auth.userId) throw forbidden('Tidak dapat menghapus akun sendiri.');
      if (target.appRole?.name === 'owner') throw forbidden('Tidak dapat menghapus owner.');
      assertMayManage(auth, target.appRole, 'delete', DELETE_LOWER_ONLY);
      await auditAs(
        { type: 'user', action: 'delete', title: 'User dihapus', entityId: id, entityTitle: target.username },
        () =>
          strapi.db.transaction(async () => {
            await strapi.db.query('api::auth.session').deleteMany({ where: { userId: id } });
            await strapi.db.query('api::auth.two-factor').deleteMany({ where: { userId: id } });
            await users().delete({ where: { id } });
          }),
      );
      return { success: true };
    },
  };
};
