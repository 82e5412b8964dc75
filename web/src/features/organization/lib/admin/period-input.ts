/** The new-period field: 'YYYY-YYYY' whose end year is the start year + 1 (the server says the same). */

export const PERIOD_REQUIRED = 'Period is required.';
export const PERIOD_FORMAT = 'Use the format YYYY-YYYY, for example 2026-2027.';
export const PERIOD_END_YEAR = 'The end year must be the start year + 1.';
export const PERIOD_EXISTS = 'This period already exists.';

const PATTERN = /^(\d{4})-(\d{4})$/;

/** The inline message for a typed period, or null when it may be created. */
export function periodInputError(raw: string, existing: readonly string[] = []): string | null {
  const value = raw.trim();
  if (!value) return PERIOD_REQUIRED;
  const match = PATTERN.exec(value);
  if (!match) return PERIOD_FORMAT;
  if (Number(match[2]) !== Number(match[1]) + 1) return PERIOD_END_YEAR;
  if (existing.includes(value)) return PERIOD_EXISTS;
  return null;
}

/** The period after the newest one ('2025-2026' → '2026-2027'); this year's when there is none. */
export function suggestNextPeriod(periods: readonly string[], now: Date = new Date()): string {
  const starts = periods
    .map((p) => PATTERN.exec(p.trim()))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => Number(m[1]));
  const start = starts.length ? Math.max(...starts) + 1 : now.getFullYear();
  return `${start}-${start + 1}`;
}
