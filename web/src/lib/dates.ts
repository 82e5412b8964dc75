import { SITE_TIME_ZONE, SITE_TIME_ZONE_LABEL } from '@hmti/contract';

/** 'YYYY-MM-DD' means a calendar day, not UTC midnight (which would show the previous day west of UTC). */
function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value : null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  if (value === '' || value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

// Indonesian month names written out rather than asked of Intl: building an 'id-ID' DateTimeFormat loads the
// locale's data and cost ~20 ms of the article page's first render on a phone (measured); the output is the same.
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const pad = (n: number) => String(n).padStart(2, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of a moment: in the browser's zone, or in `timeZone` when one is named. */
function partsOf(date: Date, timeZone?: string): Parts {
  if (!timeZone)
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: value('year'),
    month: value('month') - 1,
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
  };
}

/** '8 November 2026'; '' for a missing or invalid date. */
export function formatDateLong(value: Date | string | number | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = partsOf(date, timeZone);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** '8 November 2026, 14.30' for a timestamp. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = partsOf(date, timeZone);
  return `${day} ${MONTHS[month]} ${year}, ${pad(hour)}.${pad(minute)}`;
}

/** '8 November 2026': the day a moment falls on in the site's zone, the same on the server and in every browser. */
export function formatSiteDate(value: Date | string | number | null | undefined): string {
  return formatDateLong(value, SITE_TIME_ZONE);
}

/**
 * '8 November 2026, 14.30 WIB': a moment in the site's zone, named. The server and every browser write the same text,
 * so a server-rendered time survives hydration whatever the reader's clock says.
 */
export function formatSiteDateTime(value: Date | string | number | null | undefined): string {
  const text = formatDateTime(value, SITE_TIME_ZONE);
  return text && `${text} ${SITE_TIME_ZONE_LABEL}`;
}

/** A calendar day plus an 'HH:mm' time kept apart (library items): '8 November 2026, 14:30'. */
export function formatDateAndTime(date: string | null | undefined, time: string | null | undefined): string {
  const day = formatDateLong(date);
  const clock = /^\d{1,2}:\d{2}/.exec((time ?? '').trim())?.[0] ?? '';
  return [day, clock].filter(Boolean).join(', ');
}
