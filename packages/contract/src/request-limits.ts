/**
 * The limits the server is configured with: the API rate limit (the owner's API Rate Limit switch; visitors counted
 * per client address, signed-in staff per account), the sign-in and two-factor lockouts, and the sessions' lengths.
 * GET /api/settings/request-limits answers them; a refusal (429) and the dashboard's Security tab word them alike,
 * through these.
 */
export interface RequestLimit {
  max: number;
  windowSeconds: number;
}

export interface RequestLimits {
  /** Requests without a staff session, per client IP. */
  visitors: RequestLimit;
  /** Requests of a signed-in staff account, per account (all its sessions together). */
  staff: RequestLimit;
  /** Failed sign-ins that lock signing in for a while, per client IP and per account. */
  signIn: { ip: RequestLimit; account: RequestLimit };
  /**
   * Wrong two-factor codes that lock the code step for a while, per account and per client IP; each time an account's
   * limit is reached again its lock lasts twice as long, up to `backoffMaxSeconds`.
   */
  twoFactor: { account: RequestLimit; ip: RequestLimit; backoffMaxSeconds: number };
  /** A session's life without "Ingat saya" (hours) and with it (days), and the most sessions one account keeps. */
  /** Lifetimes, and the idle limits (0: none) after which an unused session ends. */
  sessions: {
    hours: number;
    rememberDays: number;
    idleMinutes: number;
    rememberIdleDays: number;
    maxPerAccount: number;
  };
}

/** Who a limit counts. */
export type LimitCounted = 'account' | 'IP';
const COUNTED: Record<LimitCounted, string> = { account: 'akun', IP: 'alamat IP' };

/** A limit's window as people say it: '1 menit', '15 menit', '1 jam', '45 detik'. */
export const windowText = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} jam` : seconds % 60 === 0 ? `${seconds / 60} menit` : `${seconds} detik`;

/** '300 permintaan per 1 menit per akun': the limit, what it counts, and for whom. */
export const limitText = ({ max, windowSeconds }: RequestLimit, counted: LimitCounted, what = 'permintaan'): string =>
  `${max} ${what} per ${windowText(windowSeconds)} per ${COUNTED[counted]}`;

/** The text of a refused request: 'Terlalu banyak permintaan: batasnya 300 permintaan per 1 menit per akun.' */
export const rateLimitText = (limit: RequestLimit, counted: LimitCounted, what?: string) =>
  `Terlalu banyak permintaan: batasnya ${limitText(limit, counted, what)}.`;
