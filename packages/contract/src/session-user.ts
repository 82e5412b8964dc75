/** An account as the server shows it to the client (sign-in, /api/auth/me, the users list): never its secrets. */
export interface SessionUser {
  _id: number;
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  roleDisplayName: string;
  level: number;
  division: string | null;
  lastLogin: string | null;
}

/**
 * An account keeps at most a number of live sessions (the server's `SESSION_MAX_ACTIVE_PER_USER`): a sign-in beyond
 * it ends the oldest ones. The sign-in's answer says how many it ended, and each ended session's next request is
 * answered 401 with the reason (`sessionEnded`) and a message saying why.
 */
interface SessionsEnded {
  count: number;
  limit: number;
}

/** A sign-in's account (POST /api/auth/login, /login/verify, /login/enrol): `sessionsEnded` only when it ended some. */
export type SignedInUser = SessionUser & { sessionsEnded?: SessionsEnded };

/**
 * Why a browser's session cookie is no longer accepted, though the browser did not log out with it: the account's
 * session limit (`session_limit`), or anything else (`ended`: revoked from another device or by a password change,
 * expired, the account blocked or removed).
 */
export type SessionEndReason = 'session_limit' | 'ended';

/** The 401 answer to the first request that needs a session the browser still holds a cookie of, but which has ended. */
export interface SessionEndedAnswer {
  message: string;
  sessionEnded: SessionEndReason;
}

/** What a browser whose session ended without its logging out is told (unless the reason has words of its own). */
export const SESSION_ENDED_MESSAGE = 'Sesi Anda berakhir atau dicabut dari perangkat lain.';

/** What the signing-in person is told. */
export const sessionsEndedNotice = ({ count, limit }: SessionsEnded): string =>
  `${count === 1 ? 'Sesi terlama' : `${count} sesi terlama`} Anda di perangkat lain diakhiri karena batas ${limit} sesi aktif tercapai.`;

/** What the ended device is told at its next request. */
export const sessionLimitEndedMessage = (limit: number): string =>
  `Sesi ini diakhiri karena akun Anda masuk di perangkat lain dan batas ${limit} sesi aktif terlampaui.`;
