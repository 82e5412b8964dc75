const startYear = (period: string) => Number.parseInt(period.trim().split('-')[0] ?? '', 10);

/** Periods ('2025-2026') newest first by start year; unreadable ones last, ties keep their order. */
export function sortPeriodsNewestFirst(periods: readonly string[]): string[] {
  const rank = (p: string) => (Number.isNaN(startYear(p)) ? Number.NEGATIVE_INFINITY : startYear(p));
  return [...periods].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra === rb ? 0 : rb > ra ? 1 : -1;
  });
}
