/** The divisions a division head can lead; chosen only for the division_head role. */
export const DIVISION_HEAD_ROLE = 'division_head';

export const DIVISIONS = [
  { key: 'senor', label: 'Senor' },
  { key: 'public_relation', label: 'Public Relation' },
  { key: 'religius', label: 'Religius' },
  { key: 'technopreneurship', label: 'Technopreneurship' },
  { key: 'medinfo', label: 'Medinfo' },
  { key: 'intelektual', label: 'Intelektual' },
] as const;

export const DIVISION_KEYS: readonly string[] = DIVISIONS.map((d) => d.key);

export const divisionLabel = (key: string | null | undefined): string =>
  DIVISIONS.find((d) => d.key === key)?.label ?? key ?? '';
