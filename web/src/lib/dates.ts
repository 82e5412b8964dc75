const LOCALE = 'id-ID';

/** 'YYYY-MM-DD' means a calendar day, not UTC midnight (which would show the previous day west of UTC). */
function toDate(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value : null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  if (value === '' || value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

/** '8 November 2026'; '' for a missing or invalid date. */
export function formatDateLong(value: Date | string | number | null | undefined, timeZone?: string): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/** '8 November 2026, 14.30' for a timestamp. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone?: string): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const time = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
  return `${formatDateLong(date, timeZone)}, ${time}`;
}

/** A calendar day plus an 'HH:mm' time kept apart (library items): '8 November 2026, 14:30'. */
export function formatDateAndTime(date: string | null | undefined, time: string | null | undefined): string {
  const day = formatDateLong(date);
  const clock = /^\d{1,2}:\d{2}/.exec((time ?? '').trim())?.[0] ?? '';
  return [day, clock].filter(Boolean).join(', ');
}
