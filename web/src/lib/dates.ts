import { DEFAULT_SITE_TIME_ZONE, SITE_TIME_ZONE_ATTRIBUTE } from '@hmti/contract';

type DateValue = Date | string | number | null | undefined;

let serverTimeZone = DEFAULT_SITE_TIME_ZONE;

/** Server rendering: the site's time zone (the cms's SITE_TIME_ZONE). */
export const setServerTimeZone = (timeZone: string) => {
  serverTimeZone = timeZone;
};

/**
 * The site's time zone, in which every date and time is written whatever zone the reader's device is in (so the
 * server and the browser write the same text): the one the cms names on `<html>`, on the server the one it set up.
 */
const siteTimeZone = (): string =>
  (typeof document === 'undefined' ? null : document.documentElement.getAttribute(SITE_TIME_ZONE_ATTRIBUTE)) ||
  serverTimeZone;

// Indonesian month names written out rather than asked of Intl: building an 'id-ID' DateTimeFormat loads the
// locale's data and cost ~20 ms of the article page's first render on a phone (measured); the output is the same.
const MONTHS = 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(' ');
// Intl's short 'id-ID' month names (Jan … Agu … Des).
const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));
const pad = (n: number) => String(n).padStart(2, '0');

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (timeZone: string) => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The wall-clock parts of a moment in `timeZone` (the site's unless named); null for a missing or invalid date.
 * 'YYYY-MM-DD' is a calendar day, read as written (not UTC midnight, which is another day in some zones).
 */
function partsOf(value: DateValue, timeZone = siteTimeZone()): Parts | null {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day)
      return { year: Number(day[1]), month: Number(day[2]) - 1, day: Number(day[3]), hour: 0, minute: 0, second: 0 };
  }
  if (value === '' || value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isFinite(date.getTime())) return null;
  const parts = zoneFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

const dayText = ({ day, month, year }: Parts) => `${day} ${MONTHS[month]} ${year}`;

/** '8 November 2026'; '' for a missing or invalid date. */
export function formatDateLong(value: DateValue, timeZone?: string): string {
  const parts = partsOf(value, timeZone);
  return parts ? dayText(parts) : '';
}

/** '8 November 2026, 14.30' for a timestamp; with `seconds`, '8 November 2026, 14.30.07' (versions saved a minute apart). */
export function formatDateTime(value: DateValue, timeZone?: string, seconds = false): string {
  const parts = partsOf(value, timeZone);
  if (!parts) return '';
  const time = `${pad(parts.hour)}.${pad(parts.minute)}${seconds ? `.${pad(parts.second)}` : ''}`;
  return `${dayText(parts)}, ${time}`;
}

/** How Indonesians name their zones after a time; another zone by its name. */
const ZONE_LABELS: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** '8 November 2026, 14.30 WIB': a moment in the site's zone, with the zone named (an error page's time). */
export function formatDateTimeWithZone(value: DateValue, seconds = false): string {
  const timeZone = siteTimeZone();
  const text = formatDateTime(value, timeZone, seconds);
  return text && `${text} ${ZONE_LABELS[timeZone] ?? timeZone}`;
}

/** '24 Nov' (a calendar day or a moment, as a chart's axis writes it). */
export function formatDateShort(value: DateValue): string {
  const parts = partsOf(value);
  return parts ? `${parts.day} ${SHORT_MONTHS[parts.month]}` : '';
}

/** A calendar day plus an 'HH:mm' time kept apart (library items): '8 November 2026, 14:30'. */
export function formatDateAndTime(date: string | null | undefined, time: string | null | undefined): string {
  const day = formatDateLong(date);
  const clock = /^\d{1,2}:\d{2}/.exec((time ?? '').trim())?.[0] ?? '';
  return [day, clock].filter(Boolean).join(', ');
}
