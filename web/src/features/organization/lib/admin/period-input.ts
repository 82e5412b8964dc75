/** The new-period field: 'YYYY-YYYY' whose end year is the start year + 1 (the contract's rule). */
import { checkInput, PERIOD_EXISTS, periodSchema } from '@hmti/contract';

const PATTERN = /^(\d{4})-(\d{4})$/;

/** The inline message for a typed period, or null when it may be created. */
export function periodInputError(raw: string, existing: readonly string[] = []): string | null {
  const period = checkInput(periodSchema, raw);
  if (!period.ok) return period.message;
  return existing.includes(period.data) ? PERIOD_EXISTS : null;
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
