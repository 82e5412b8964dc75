/** The new-period field: 'YYYY-YYYY' whose end year is the start year + 1 (the contract's rule). */
import { PERIOD_EXISTS, periodProblem } from '@hmti/contract';

export { PERIOD_END_YEAR, PERIOD_EXISTS, PERIOD_FORMAT, PERIOD_REQUIRED } from '@hmti/contract';

const PATTERN = /^(\d{4})-(\d{4})$/;

/** The inline message for a typed period, or null when it may be created. */
export function periodInputError(raw: string, existing: readonly string[] = []): string | null {
  return periodProblem(raw) ?? (existing.includes(raw.trim()) ? PERIOD_EXISTS : null);
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
