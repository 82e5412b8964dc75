import bcrypt from 'bcryptjs';
import type { Core } from '@strapi/strapi';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { AuthState } from '../../../lib/request-context';
import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';

const USER_UID = 'plugin::users-permissions.user';
export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const PASSWORDS_DIFFER = 'New passwords do not match.';
export const PASSWORD_TOO_SHORT = 'Password should be at least 8 characters long.';
export const WRONG_CURRENT_PASSWORD = 'Password saat ini salah.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The activity entry of a change to one's own account. */
const own = (auth: AuthState, title: string, entityTitle = auth.userName): ActivityEntry => ({
  type: 'user',
  action: 'update',
  title,
  entityId: auth.userId,
  entityTitle,
});

/** A signed-in user's own account: profile, password and sessions. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.db.query('api::auth.session');
  const me = async (auth: AuthState) => {
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: auth.userId }, populate: { appRole: true } });
    if (!user) throw notFound('User tidak ditemukan.');
    return user;
  };

  return {
    async updateProfile(auth: AuthState, body: Record<string, unknown>) {
      const username = text(body.username, 100);
      const name = text(body.name, 200);
      const email = text(body.email, 200).toLowerCase();
      if (!username || !name || !email) throw badRequest(ALL_FIELDS_REQUIRED);
      if (!EMAIL.test(email)) throw badRequest('Email tidak valid.');
      const users = strapi.db.query(USER_UID);
      if (await users.count({ where: { username: { $eqi: username }, id: { $ne: auth.userId } } }))
        throw conflict('Username sudah digunakan.');
      if (await users.count({ where: { email: { $eqi: email }, id: { $ne: auth.userId } } }))
        throw conflict('Email sudah digunakan.');
      await auditAs(own(auth, 'Profil diperbarui'), () =>
        users.update({ where: { id: auth.userId }, data: { username, name, email } }),
      );
      return strapi.service('api::auth.identity').toDto(await me(auth));
    },

    /** Checks the current password, stores the new one (hashed once) and ends every other session at once. */
    async changePassword(auth: AuthState, body: Record<string, unknown>) {
      const { currentPassword, newPassword, confirmPassword } = body;
      if (typeof currentPassword !== 'string' || typeof newPassword !== 'string' || !currentPassword || !newPassword)
        throw badRequest(ALL_FIELDS_REQUIRED);
      if (confirmPassword !== undefined && confirmPassword !== newPassword) throw badRequest(PASSWORDS_DIFFER);
      if (newPassword.length < 8) throw badRequest(PASSWORD_TOO_SHORT);
      if (newPassword.length > 200) throw badRequest('Password terlalu panjang.');
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ select: ['id', 'documentId', 'password'], where: { id: auth.userId } });
      if (!user || !(await bcrypt.compare(currentPassword, user.password ?? '')))
        throw badRequest(WRONG_CURRENT_PASSWORD);
      const revoked = await auditAs(own(auth, 'Password diubah'), async () => {
        await strapi
          .documents(USER_UID)
          .update({ documentId: user.documentId, data: { password: newPassword } as never });
        return strapi.service('api::auth.session-store').revokeAllForUser(auth.userId, auth.sessionId);
      });
      return { success: true, message: 'Password berhasil diubah.', revokedSessions: revoked };
    },

    /** Live sessions, newest activity first; `current` marks the caller's own. */
    async listSessions(auth: AuthState) {
      const rows = await sessions().findMany({
        select: [
          'id',
          'device',
          'os',
          'browser',
          'ip',
          'location',
          'createdAt',
          'lastActive',
          'revokedAt',
          'rememberMe',
          'expiresAt',
        ],
        where: { userId: auth.userId, revokedAt: { $null: true }, expiresAt: { $gt: new Date() } },
        orderBy: [{ lastActive: 'desc' }, { id: 'desc' }],
        limit: 50,
      });
      return rows.map((s: Record<string, unknown>) => ({
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
        rememberMe: !!s.rememberMe,
        current: s.id === auth.sessionId,
      }));
    },

    async revokeSession(auth: AuthState, sessionId: unknown) {
      const id = Number(sessionId);
      const row = Number.isSafeInteger(id) ? await sessions().findOne({ where: { id, userId: auth.userId } }) : null;
      if (!row) throw notFound('Sesi tidak ditemukan.');
      await auditAs(own(auth, 'Sesi dicabut', `${row.browser ?? ''} ${row.os ?? ''}`.trim() || `sesi ${id}`), () =>
        strapi.service('api::auth.session-store').revoke(id),
      );
      return { success: true, current: id === auth.sessionId };
    },

    async revokeAll(auth: AuthState) {
      const revoked = await auditAs(own(auth, 'Semua sesi dicabut'), () =>
        strapi.service('api::auth.session-store').revokeAllForUser(auth.userId),
      );
      return { success: true, revokedSessions: revoked };
    },
  };
};
