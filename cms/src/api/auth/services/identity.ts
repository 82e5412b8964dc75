import type { Core } from '@strapi/strapi';
import { UNKNOWN_LEVEL, type Actor } from '../../../lib/permissions';
import type { SessionUser } from '@hmti/contract';

const USER_UID = 'plugin::users-permissions.user';

export interface RoleRow {
  id: number;
  name: string;
  displayName: string;
  level: number;
  permissions: unknown;
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string | null;
  division: string | null;
  lastLogin: string | null;
  blocked: boolean | null;
  password?: string;
  appRole?: RoleRow | null;
}

/** What the client may see of an account: never the hash, tokens or provider internals. */
export type UserDto = SessionUser;

const permissionList = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : [];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async findById(id: number): Promise<UserRow | null> {
    return strapi.db.query(USER_UID).findOne({ where: { id }, populate: { appRole: true } });
  },

  async findForLogin(username: string): Promise<UserRow | null> {
    return strapi.db.query(USER_UID).findOne({
      select: ['id', 'username', 'email', 'name', 'division', 'lastLogin', 'blocked', 'password'],
      where: { username: { $eqi: username } },
      populate: { appRole: true },
    });
  },

  toActor(user: UserRow): Actor {
    return {
      id: user.id,
      roleName: user.appRole?.name ?? 'unknown',
      level: user.appRole?.level ?? UNKNOWN_LEVEL,
      permissions: permissionList(user.appRole?.permissions),
    };
  },

  toDto(user: UserRow): UserDto {
    return {
      _id: user.id,
      id: user.id,
      username: user.username,
      name: user.name || user.username,
      email: user.email,
      role: user.appRole?.name ?? 'unknown',
      roleDisplayName: user.appRole?.displayName ?? 'Unknown',
      level: user.appRole?.level ?? UNKNOWN_LEVEL,
      division: user.division ?? null,
      lastLogin: user.lastLogin ?? null,
    };
  },
});
