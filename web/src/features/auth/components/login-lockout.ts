import { ApiError } from '@/lib/api-client';

const STORAGE_KEY = 'loginLockedUntil';

/** Seconds to wait from a 429 answer: its retryAfter, or 60 when it has none. */
export function lockoutSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter ?? 60;
}

/** What the code step says while it waits after too many wrong codes. */
export const tooManyCodes = (wait: number) => `Terlalu banyak kode salah. Silakan tunggu ${wait} detik.`;

/** The lockout survives a page reload within the tab. */
export const rememberLockout = (until: number) => sessionStorage.setItem(STORAGE_KEY, String(until));
export function recallLockout(): number | null {
  const until = Number(sessionStorage.getItem(STORAGE_KEY));
  return Number.isFinite(until) && until > Date.now() ? until : null;
}
export const forgetLockout = () => sessionStorage.removeItem(STORAGE_KEY);
