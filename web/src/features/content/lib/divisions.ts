/** The six divisions of the hero section, in the order the editor lists them. */
export const DIVISION_KEYS = [
  'senor',
  'public_relation',
  'religius',
  'technopreneurship',
  'medinfo',
  'intelektual',
] as const;
export type DivisionKey = (typeof DIVISION_KEYS)[number];

/** One colour per division plus the leadership (chair and vice chair), in the editor's order. */
export const COLOR_KEYS = [
  'senor',
  'religius',
  'public_relation',
  'medinfo',
  'technopreneurship',
  'intelektual',
  'leadership',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

export const DIVISION_LABELS: Record<DivisionKey, string> = {
  senor: 'Senor',
  public_relation: 'Public Relation',
  religius: 'Religius',
  technopreneurship: 'Technopreneurship',
  medinfo: 'Medinfo',
  intelektual: 'Intelektual',
};

export const colorKeyLabel = (key: ColorKey): string => (key === 'leadership' ? 'Ketua & Wakil' : DIVISION_LABELS[key]);
