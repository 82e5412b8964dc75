import type { DivisionOption } from '@/lib/divisions';

/** A division's name as the divisions list gives it; its key when the division is gone (or not loaded yet). */
export const divisionLabel = (key: string | null | undefined, divisions: readonly DivisionOption[]): string =>
  divisions.find((d) => d.value === key)?.label ?? key ?? '';
