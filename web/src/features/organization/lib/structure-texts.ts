/** The period the members call uses while none is chosen. */
export const DEFAULT_PERIOD = '2025-2026';
export const ALL_DIVISIONS = 'all';
export const ALL_DIVISIONS_LABEL = 'Semua Divisi';

/** The structure section's empty-state text for a period, with or without a division filter. */
export function structureEmptyMessage(period: string, division: string = ALL_DIVISIONS): string {
  return division === ALL_DIVISIONS
    ? `Tidak ada data pengurus untuk periode ${period}`
    : `Tidak ada data pengurus untuk divisi ${division} pada periode ${period}`;
}
