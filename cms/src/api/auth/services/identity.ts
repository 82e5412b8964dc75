import type { Core } from '@strapi/strapi';
import type { ActivityEntry } from '../../../lib/data-layer/audit-scope';
import { notFound } from '../../../lib/http-error';
import { stringList, UNKNOWN_LEVEL, type Actor } from '../../../lib/permissions';
import type { SessionUser } from '@hmti/contract';
import { isRowId } from '../../../lib/answer';
import { givenEmail } from '../../../lib/site-accounts';

export const USER_UID = 'plugin::users-permissions.user';

interface RoleRow {
  id: number;
  name: string;
  displayName: string;
  level: number;
  permissions: unknown;
  requireTwoFactor?: boolean | null;
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

/** The activity entry of a change to an account. */
export const accountChange = (title: string, userId: number, entityTitle: string): ActivityEntry => ({
  type: 'user',
  action: 'update',
  title,
  entityId: userId,
  entityTitle,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async findById(id: number): Promise<UserRow | null> {
    return strapi.db.query(USER_UID).findOne({ where: { id }, populate: { appRole: true } });
  },

  /** The account (with its password hash and role), or 404. */
  async get(id: number): Promise<UserRow> {
    const user = isRowId(id) ? await this.findById(id) : null;
    if (!user) throw notFound('User tidak ditemukan.');
    return user;
  },

  /**
   * The account a sign-in names, its letter case aside. Only JavaScript's case folding counts (the sign-in lockout
   * counts by it): a spelling the database alone folds to the name (PostgreSQL's "İ" to "i") is no account's.
   */
  async findForLogin(username: string): Promise<UserRow | null> {
    const user: UserRow | null = await strapi.db.query(USER_UID).findOne({
      select: ['id', 'username', 'email', 'name', 'division', 'lastLogin', 'blocked', 'password'],
      where: { username: { $eqi: username } },
      populate: { appRole: true },
    });
    return user?.username.toLowerCase() === username.toLowerCase() ? user : null;
  },

  toActor(user: UserRow): Actor {
    return {
      id: user.id,
      roleName: user.appRole?.name ?? 'unknown',
      roleLabel: user.appRole?.displayName || user.appRole?.name || 'unknown',
      level: user.appRole?.level ?? UNKNOWN_LEVEL,
      permissions: stringList(user.appRole?.permissions),
    };
  },

  /** What the client may see of an account: never the hash, tokens or provider internals. */
  toDto(user: UserRow): SessionUser {
    return {
      _id: user.id,
      id: user.id,
      username: user.username,
      name: user.name || user.username,
      email: givenEmail(user.email),
      role: user.appRole?.name ?? 'unknown',
      roleDisplayName: user.appRole?.displayName ?? 'Unknown',
      level: user.appRole?.level ?? UNKNOWN_LEVEL,
      division: user.division ?? null,
      lastLogin: user.lastLogin ?? null,
    };
  },
});
