import type { OrgMember } from '../types';

export const DIVISIONS = [
  'Senor',
  'Public Relation',
  'Religius',
  'Technopreneurship',
  'Medinfo',
  'Intelektual',
] as const;

export const BPH = 'BPH';
export const OTHER_GROUP = 'Lainnya';
/** Every group a position can fall into, in the order the filter lists them. */
export const DIVISION_GROUPS = [BPH, ...DIVISIONS, OTHER_GROUP] as const;
export type DivisionGroup = (typeof DIVISION_GROUPS)[number];

const BPH_POSITIONS = ['Ketua Himpunan', 'Wakil Ketua Himpunan', 'Sekretaris Himpunan', 'Bendahara Himpunan'];

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** The group a position text belongs to: the association's leadership (BPH), one of the six divisions, or Lainnya. */
export function divisionGroupOf(position: string | null | undefined): DivisionGroup {
  const text = position ?? '';
  if (BPH_POSITIONS.some((p) => contains(text, p))) return BPH;
  return DIVISIONS.find((d) => contains(text, d)) ?? OTHER_GROUP;
}

/**
 * The groups the division filter offers (besides 'Semua Divisi'): the groups found in the members, and the
 * current choice so it stays selectable after a period change (its empty state then says so).
 */
export function divisionFilterOptions(
  members: readonly Pick<OrgMember, 'position'>[],
  selected?: string,
): DivisionGroup[] {
  const found = new Set<string>(members.map((m) => divisionGroupOf(m.position)));
  return DIVISION_GROUPS.filter((g) => g === selected || found.has(g));
}
