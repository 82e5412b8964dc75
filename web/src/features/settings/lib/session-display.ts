import { relativeTimeId } from '@/lib/relative-time';
import type { ActiveSession } from '@hmti/contract';

const UNKNOWN = 'Tidak diketahui';
const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** 'Chrome di Linux', or whichever of browser / OS is known. */
export function sessionTitle(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  const browser = clean(session.browser);
  const os = clean(session.os);
  if (browser && os) return `${browser} di ${os}`;
  return browser || os || 'Perangkat tidak dikenal';
}

export const sessionDevice = (session: Pick<ActiveSession, 'device'>) => clean(session.device) || UNKNOWN;
export const sessionIp = (session: Pick<ActiveSession, 'ip'>) => clean(session.ip) || UNKNOWN;

/** The session's age labels: 'N menit lalu', 'N jam lalu', 'N hari lalu' (or 'Baru saja'). */
export function sessionTimes(session: Pick<ActiveSession, 'createdAt' | 'lastActive'>, now: number) {
  const age = (time: string | null | undefined) => (time ? relativeTimeId(time, now) : UNKNOWN);
  return { created: age(session.createdAt), lastActive: age(session.lastActive || session.createdAt) };
}

/** The current session first, then the most recently active. */
export function orderSessions(sessions: readonly ActiveSession[]): ActiveSession[] {
  const time = (s: ActiveSession) => new Date(s.lastActive ?? s.createdAt).getTime() || 0;
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || time(b) - time(a));
}
