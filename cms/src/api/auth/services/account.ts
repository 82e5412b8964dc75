import type { Core } from '@strapi/strapi';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { AuthState } from '../../../lib/request-context';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { accountChange, USER_UID } from './identity';
import { idleExpiry } from './session-store';
import { parseInput } from '../../../lib/request-input';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_MAX_LENGTH,
  profileSchema,
  revokeSessionSchema,
  type ActiveSession,
} from '@hmti/contract';
import { service } from '../../../lib/services';

const WRONG_CURRENT_PASSWORD = 'Password saat ini salah.';
/** The field a refusal is about, which the form marks and moves to. */
const AT_CURRENT_PASSWORD = { field: 'currentPassword' };

/** A session row as the sessions list reads it. */
type ListedSession = Pick<
  ActiveSession,
  'device' | 'os' | 'browser' | 'ip' | 'location' | 'createdAt' | 'lastActive' | 'revokedAt' | 'expiresAt'
> & { id: number; rememberMe: boolean | null; twoFactor: boolean | null };

/** The activity entry of a change to one's own account. */
const own = (auth: AuthState, title: string, entityTitle = auth.userName) =>
  accountChange(title, auth.userId, entityTitle);

/** A signed-in user's own account: profile, password and sessions. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.db.query('api::auth.session');
  const identity = () => service(strapi, 'api::auth.identity');

  /**
   * The current password, checked under the sign-in lockout (same per-IP and per-account counts), so these forms
   * cannot be used to guess it without limit.
   */
  const confirmCurrentPassword = async (auth: AuthState, ip: string, currentPassword: string) => {
    const user = await identity().get(auth.userId);
    if (currentPassword.length > PASSWORD_MAX_LENGTH) throw badRequest(WRONG_CURRENT_PASSWORD, AT_CURRENT_PASSWORD);
    const confirmed = await service(strapi, 'api::auth.login').guarded(ip, user.username, async () =>
      (await service(strapi, 'api::auth.passwords').check(user, currentPassword)) ? user : null,
    );
    if (!confirmed) throw badRequest(WRONG_CURRENT_PASSWORD, AT_CURRENT_PASSWORD);
  };

  return {
    confirmCurrentPassword,

    /** Name changes freely; a new username or email (which identify the account) needs the current password. */
    async updateProfile(auth: AuthState, ip: string, body: Record<string, unknown>) {
      const input = parseInput(profileSchema, body);
      const { username, name } = input;
      const email = input.email.toLowerCase();
      const users = strapi.db.query(USER_UID);
      const current = await identity().get(auth.userId);
      if (username !== current.username || email !== (current.email ?? '').toLowerCase()) {
        if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED, AT_CURRENT_PASSWORD);
        await confirmCurrentPassword(auth, ip, input.currentPassword);
      }
      if (await users.count({ where: { username: { $eqi: username }, id: { $ne: auth.userId } } }))
        throw conflict('Username sudah digunakan.', { field: 'username' });
      if (await users.count({ where: { email: { $eqi: email }, id: { $ne: auth.userId } } }))
        throw conflict('Email sudah digunakan.', { field: 'email' });
      await auditAs(own(auth, 'Profil diperbarui'), () =>
        users.update({ where: { id: auth.userId }, data: { username, name, email } }),
      );
      return identity().toDto(await identity().get(auth.userId));
    },

    /** Checks the current password, stores the new one (hashed once) and ends every other session at once. */
    async changePassword(auth: AuthState, ip: string, body: Record<string, unknown>) {
      const { currentPassword, newPassword } = parseInput(changePasswordSchema, body);
      await confirmCurrentPassword(auth, ip, currentPassword);
      const revoked = await auditAs(own(auth, 'Password diubah'), async () => {
        await service(strapi, 'api::auth.passwords').store(auth.userId, newPassword);
        return service(strapi, 'api::auth.session-store').revokeAllForUser(auth.userId, auth.sessionId);
      });
      return { success: true, message: 'Password berhasil diubah.', revokedSessions: revoked };
    },

    /** Live sessions, newest activity first; `current` marks the caller's own. */
    async listSessions(auth: AuthState): Promise<ActiveSession[]> {
      const rows: ListedSession[] = await sessions().findMany({
        where: { userId: auth.userId, revokedAt: { $null: true }, expiresAt: { $gt: new Date() } },
        orderBy: [{ lastActive: 'desc' }, { id: 'desc' }],
        limit: 50,
      });
      const now = Date.now();
      return rows.flatMap((s) => {
        const idleEnd = idleExpiry({ rememberMe: !!s.rememberMe, lastActive: s.lastActive ?? null }, s.createdAt);
        if (idleEnd && idleEnd.getTime() <= now) return [];
        return {
          sessionId: String(s.id),
          device: s.device,
          os: s.os,
          browser: s.browser,
          ip: s.ip,
          location: s.location ?? null,
          createdAt: s.createdAt,
          lastActive: s.lastActive,
          revokedAt: s.revokedAt ?? null,
          expiresAt: s.expiresAt,
          idleExpiresAt: idleEnd ? idleEnd.toISOString() : null,
          rememberMe: !!s.rememberMe,
          twoFactor: !!s.twoFactor,
          current: s.id === auth.sessionId,
        };
      });
    },

    async revokeSession(auth: AuthState, sessionId: unknown) {
      const { sessionId: id } = parseInput(revokeSessionSchema, { sessionId });
      const row = await sessions().findOne({ where: { id, userId: auth.userId } });
      if (!row) throw notFound('Sesi tidak ditemukan.');
      await auditAs(own(auth, 'Sesi dicabut', `${row.browser ?? ''} ${row.os ?? ''}`.trim() || `sesi ${id}`), () =>
        service(strapi, 'api::auth.session-store').revoke(id),
      );
      return { success: true, current: id === auth.sessionId };
    },

    async revokeAll(auth: AuthState) {
      const revoked = await auditAs(own(auth, 'Semua sesi dicabut'), () =>
        service(strapi, 'api::auth.session-store').revokeAllForUser(auth.userId),
      );
      return { success: true, revokedSessions: revoked };
    },
  };
};
