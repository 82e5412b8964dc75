/** A period's start year ('2025-2026' → 2025), or -1 when it has none, so unreadable periods sort last. */
const startYear = (period: string) => {
  const year = Number.parseInt(period.trim().split('-')[0] ?? '', 10);
  return Number.isNaN(year) ? -1 : year;
};

/** Periods ('2025-2026') newest first by start year; unreadable ones last, ties keep their order (a stable sort). */
export const sortPeriodsNewestFirst = (periods: readonly string[]): string[] =>
  [...periods].sort((a, b) => startYear(b) - startYear(a));
