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
export interface SessionsEnded {
  count: number;
  limit: number;
}

/** A sign-in's account (POST /api/auth/login, /login/verify, /login/enrol): `sessionsEnded` only when it ended some. */
export type SignedInUser = SessionUser & { sessionsEnded?: SessionsEnded };

/** Why the server ended a session before its owner did. */
export type SessionEndReason = 'session_limit';

/** The 401 answer to a request whose session the server ended for a reason. */
export interface SessionEndedAnswer {
  message: string;
  sessionEnded: SessionEndReason;
}

/** What the signing-in person is told. */
export const sessionsEndedNotice = ({ count, limit }: SessionsEnded): string =>
  `${count === 1 ? 'Sesi terlama' : `${count} sesi terlama`} Anda di perangkat lain diakhiri karena batas ${limit} sesi aktif tercapai.`;

/** What the ended device is told at its next request. */
export const sessionLimitEndedMessage = (limit: number): string =>
  `Sesi ini diakhiri karena akun Anda masuk di perangkat lain dan batas ${limit} sesi aktif terlampaui.`;
