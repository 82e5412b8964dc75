import { useState } from 'react';
import { LOGIN_WRONG_CREDENTIALS } from '@hmti/contract';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError, serverMessageOf } from '@/lib/api-client';

export const LOGIN_UNREACHABLE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.';
export const LOGIN_SERVER_FAILED = 'Server sedang bermasalah. Silakan coba lagi sebentar lagi.';

/**
 * What a failed sign-in (other than 429) says: a refusal says the username or password is wrong (or the server's own
 * words, for a 4xx that has them); a lost answer or a server failure says that, not that the password is wrong.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_UNREACHABLE;
  if (error.status === 401) return LOGIN_WRONG_CREDENTIALS;
  if (error.status >= 500) return LOGIN_SERVER_FAILED;
  return serverMessageOf(error) ?? LOGIN_WRONG_CREDENTIALS;
}

const STORAGE_KEY = 'loginLockedUntil';

/** Seconds to wait from a 429 answer: its retryAfter, or 60 when it has none. */
export function lockoutSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter ?? 60;
}

/**
 * A code step's lockout after too many wrong codes (the enrolment's and the sign-in's): the seconds left, and what it
 * says while they last (counting down, then nothing). `lockFrom` starts it from a 429 answer; false for other errors.
 */
export function useCodeLockout() {
  const [until, setUntil] = useState<number | null>(null);
  const wait = useCountdown(until);
  const lockFrom = (error: unknown) => {
    const seconds = lockoutSeconds(error);
    if (seconds !== null) setUntil(Date.now() + seconds * 1000);
    return seconds !== null;
  };
  return { wait, message: wait > 0 ? `Terlalu banyak kode salah. Silakan tunggu ${wait} detik.` : null, lockFrom };
}

/** The lockout survives a page reload within the tab. */
export const rememberLockout = (until: number) => sessionStorage.setItem(STORAGE_KEY, String(until));
export function recallLockout(): number | null {
  const until = Number(sessionStorage.getItem(STORAGE_KEY));
  return Number.isFinite(until) && until > Date.now() ? until : null;
}
export const forgetLockout = () => sessionStorage.removeItem(STORAGE_KEY);
