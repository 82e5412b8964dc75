import { divisionOfPosition, LEADERSHIP_DIVISION, ledDivisions, type PublicDivision } from '@hmti/contract';
import type { OrgMember } from '@hmti/contract';

/** The divisions as the grouping needs them (GET /api/organization/divisions gives more). */
export type GroupDivision = Pick<PublicDivision, 'name' | 'displayName' | 'positions'>;

/** The leadership's group (chair, vice chair, secretaries, treasurers). */
export const BPH = LEADERSHIP_DIVISION;
/** Positions of no division; not a possible division key (those are lowercase). */
export const OTHER_GROUP = 'Lainnya';
/** BPH, a division's key, or Lainnya. */
export type DivisionGroup = string;

/** The group a position text belongs to: the association's leadership (BPH), one of the divisions, or Lainnya. */
export function divisionGroupOf(
  position: string | null | undefined,
  divisions: readonly GroupDivision[],
): DivisionGroup {
  return divisionOfPosition(position, divisions) ?? OTHER_GROUP;
}

/** Every group a position can fall into, in the order the filter lists them: BPH, the divisions, Lainnya. */
export const divisionGroups = (divisions: readonly GroupDivision[]): DivisionGroup[] => [
  BPH,
  ...ledDivisions(divisions).map((d) => d.name),
  OTHER_GROUP,
];

/** A group's own name: BPH, Lainnya, or the division's display name. */
export function groupName(group: DivisionGroup, divisions: readonly GroupDivision[]): string {
  if (group === BPH) return 'BPH';
  return divisions.find((d) => d.name === group)?.displayName ?? OTHER_GROUP;
}

/** The division filter's groups: those the members fall into, plus the current choice (kept across a period change). */
export function divisionFilterOptions(
  members: readonly Pick<OrgMember, 'position'>[],
  divisions: readonly GroupDivision[],
  selected?: string,
): DivisionGroup[] {
  const found = new Set<string>(members.map((m) => divisionGroupOf(m.position, divisions)));
  return divisionGroups(divisions).filter((g) => g === selected || found.has(g));
}
