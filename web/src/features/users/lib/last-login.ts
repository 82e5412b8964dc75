import { formatDateTime } from '@/lib/dates';
import { relativeTimeId } from '@/lib/relative-time';

export const NEVER_LOGGED_IN = 'Belum pernah login';
const RELATIVE_FOR_MS = 7 * 24 * 60 * 60_000;

/** Within a week 'N menit/jam/hari lalu', older as an Indonesian date ('8 November 2026, 14.30'). */
export function formatLastLogin(value: string | null | undefined, now: number = Date.now(), timeZone?: string): string {
  if (!value) return NEVER_LOGGED_IN;
  const then = new Date(value).getTime();
  if (!Number.isFinite(then)) return NEVER_LOGGED_IN;
  return now - then < RELATIVE_FOR_MS ? relativeTimeId(then, now) : formatDateTime(value, timeZone);
}
