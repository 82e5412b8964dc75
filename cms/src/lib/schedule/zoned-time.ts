import memoize from 'lodash/memoize';

/** Wall-clock times ('2026-11-25T09:30') in a named time zone, and back. */

const formatIn = memoize(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** The zone's wall clock at `at`, as epoch milliseconds of the same digits in UTC. */
function wallClockMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour % 24, +parts.minute, +parts.second);
}

/** 'YYYY-MM-DDTHH:mm' of `date` in the zone (what a datetime-local input shows). */
export function toWallTime(date: Date, timeZone: string): string {
  return new Date(wallClockMs(date.getTime(), timeZone)).toISOString().slice(0, 16);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The moment a wall time means in the zone; also takes a full ISO time with Z or an offset. Null when the text
 * is no such time (or names a day or hour that does not exist).
 */
export function fromWallTime(text: string, timeZone: string): Date | null {
  const value = text.trim();
  const m = WALL_TIME.exec(value);
  if (!m) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
    const date = new Date(value);
    return Number.isFinite(date.getTime()) ? date : null;
  }
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  // The zone's offset at that moment (asked twice: the first guess may sit on the other side of a change).
  let at = asUtc - (wallClockMs(asUtc, timeZone) - asUtc);
  at = asUtc - (wallClockMs(at, timeZone) - at);
  return wallClockMs(at, timeZone) === asUtc ? new Date(at) : null;
}

/** The calendar day ('YYYY-MM-DD') and clock time ('HH:mm') of a moment in the zone, as the list cards show them. */
export function wallDateAndTime(at: Date | string, timeZone: string): { date: string; time: string } {
  const wall = toWallTime(new Date(at), timeZone);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** `date` as a person reads it in the zone's activity entries: '2026-11-25 09:30 (Asia/Jakarta)'. */
export const describeWallTime = (date: Date, timeZone: string) =>
  `${toWallTime(date, timeZone).replace('T', ' ')} (${timeZone})`;
