import type { Core } from '@strapi/strapi';
import type { SessionEndReason } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { hashToken, newSessionToken } from '../../../lib/tokens';
import { describeUserAgent } from '../../../lib/user-agent';
import type { UserRow } from './identity';
import { service } from '../../../lib/services';

const PURGE_AFTER_MS = 7 * 24 * 3600 * 1000;

/** The stored hash of a cookie token, or null for a value no token of ours can be (empty or over-long). */
const storedHash = (token: string) => (token && token.length <= 200 ? hashToken(token) : null);

export interface SessionRow {
  id: number;
  userId: number;
  rememberMe: boolean;
  lastActive: string | null;
  expiresAt: string;
  revokedAt: string | null;
}

/**
 * When a session ends for lack of activity (null: no idle limit): `SESSION_IDLE_MINUTES` after its last request,
 * or `SESSION_REMEMBER_IDLE_DAYS` with "remember me".
 */
export function idleExpiry(session: Pick<SessionRow, 'rememberMe' | 'lastActive'>, createdAt?: string): Date | null {
  const idleMs = session.rememberMe
    ? appConfig.session.rememberIdleDays * 24 * 3_600_000
    : appConfig.session.idleMinutes * 60_000;
  if (idleMs <= 0) return null;
  return new Date(new Date(session.lastActive ?? createdAt ?? 0).getTime() + idleMs);
}

export interface NewSessionMeta {
  ip: string;
  userAgent: string | undefined;
  rememberMe: boolean;
  /** The sign-in passed the code step of two-factor sign-in. */
  twoFactor?: boolean;
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.db.query('api::auth.session');
  const identity = () => service(strapi, 'api::auth.identity');
  /** Ends the live sessions `where` picks (with the reason when the server ends them); answers how many. */
  const end = async (where: Record<string, unknown>, endReason?: SessionEndReason): Promise<number> => {
    const data = endReason ? { revokedAt: new Date(), endReason } : { revokedAt: new Date() };
    const { count } = await sessions().updateMany({ where: { ...where, revokedAt: { $null: true } }, data });
    return count;
  };

  return {
    /**
     * Creates a session and returns the raw token (it exists only in the cookie from now on), and how many of the
     * account's oldest sessions it ended (`ended`, the per-account limit).
     */
    async create(userId: number, meta: NewSessionMeta): Promise<{ token: string; session: SessionRow; ended: number }> {
      const token = newSessionToken();
      const now = Date.now();
      const lifetimeMs = meta.rememberMe
        ? appConfig.session.rememberDays * 24 * 3600 * 1000
        : appConfig.session.ttlHours * 3600 * 1000;
      const { device, os, browser } = describeUserAgent(meta.userAgent);
      const session = await sessions().create({
        data: {
          tokenHash: hashToken(token),
          userId,
          userAgent: (meta.userAgent ?? '').slice(0, 500),
          device,
          os,
          browser,
          ip: meta.ip.slice(0, 64),
          location: null,
          rememberMe: meta.rememberMe,
          twoFactor: !!meta.twoFactor,
          lastActive: new Date(now),
          expiresAt: new Date(now + lifetimeMs),
        },
      });
      return { token, session, ended: await this.enforceLimits(userId) };
    },

    /** The live session and account behind a cookie token, or null when unknown, revoked, expired or blocked. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = storedHash(token);
      if (!tokenHash) return null;
      const now = new Date();
      const session: SessionRow | null = await sessions().findOne({
        select: ['id', 'userId', 'rememberMe', 'lastActive', 'expiresAt', 'revokedAt'],
        where: { tokenHash, revokedAt: { $null: true }, expiresAt: { $gt: now } },
      });
      if (!session) return null;
      const idleEnd = idleExpiry(session);
      if (idleEnd && idleEnd.getTime() <= now.getTime()) {
        await this.revoke(session.id);
        return null;
      }
      const user = await identity().findById(session.userId);
      if (!user || user.blocked) return null;
      const last = session.lastActive ? new Date(session.lastActive).getTime() : 0;
      if (now.getTime() - last > appConfig.session.touchIntervalSeconds * 1000)
        await sessions().update({ where: { id: session.id }, data: { lastActive: now } });
      return { session, user };
    },

    /**
     * The reason of its own the server gave when it ended the session behind a cookie token that no longer resolves
     * (null: none — unknown, expired, revoked; global::session then just says the session ended).
     */
    async endReason(token: string): Promise<SessionEndReason | null> {
      const tokenHash = storedHash(token);
      if (!tokenHash) return null;
      const row: { endReason: string | null } | null = await sessions().findOne({
        select: ['endReason'],
        where: { tokenHash, revokedAt: { $notNull: true }, endReason: { $notNull: true } },
      });
      return row?.endReason === 'session_limit' ? 'session_limit' : null;
    },

    async revoke(sessionId: number): Promise<void> {
      await sessions().update({
        where: { id: sessionId, revokedAt: { $null: true } },
        data: { revokedAt: new Date() },
      });
    },

    /** Revokes every live session of a user, except one when given (the caller's own). */
    async revokeAllForUser(userId: number, exceptSessionId?: number): Promise<number> {
      return end(exceptSessionId ? { userId, id: { $ne: exceptSessionId } } : { userId });
    },

    /** Ends the live sessions of these users that did not pass the code step (their role now requires it). */
    async revokeWithoutTwoFactor(userIds: number[]): Promise<number> {
      if (!userIds.length) return 0;
      return end({ userId: { $in: userIds }, $or: [{ twoFactor: false }, { twoFactor: { $null: true } }] });
    },

    /**
     * Keeps at most N live sessions per user (the oldest revoked, marked as ended by the limit) and forgets long-dead
     * ones; answers how many it revoked.
     */
    async enforceLimits(userId: number): Promise<number> {
      const live: Array<{ id: number }> = await sessions().findMany({
        select: ['id'],
        where: { userId, revokedAt: { $null: true }, expiresAt: { $gt: new Date() } },
        orderBy: { id: 'desc' },
      });
      const excess = live.slice(appConfig.session.maxActivePerUser).map((s) => s.id);
      if (excess.length) await end({ id: { $in: excess } }, 'session_limit');
      const cutoff = new Date(Date.now() - PURGE_AFTER_MS);
      await sessions().deleteMany({
        where: { userId, $or: [{ revokedAt: { $lt: cutoff } }, { expiresAt: { $lt: cutoff } }] },
      });
      return excess.length;
    },
  };
};
