import { LEADERSHIP_COLOR_KEY, LEADERSHIP_COLOR_LABEL } from '@hmti/contract';
import type { DivisionOption } from '@/lib/divisions';

/** The rows of the Warna Divisi tab: one colour per division (useLedDivisions), then the leadership (chair and vice chair). */
export const colorRows = (divisions: readonly DivisionOption[]): DivisionOption[] => [
  ...divisions,
  { value: LEADERSHIP_COLOR_KEY, label: LEADERSHIP_COLOR_LABEL },
];

/** The divisions' names by key, as the contract's messages name a division's fields ('Warna Medinfo …'). */
export const divisionNames = (divisions: readonly DivisionOption[]): Record<string, string> =>
  Object.fromEntries(divisions.map((d) => [d.value, d.label]));
