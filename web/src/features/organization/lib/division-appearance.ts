import { divisionLook, leadershipColor, ledDivisions, type DivisionLook, type LookDivision } from '@hmti/contract';
import { BPH, OTHER_GROUP, type DivisionGroup } from './division-group';

const DEFAULT_LOOK: DivisionLook = { name: OTHER_GROUP, color: null, logo: null };

/**
 * Every group's look on the public structure section from the public settings and the divisions themselves (BPH in
 * the leadership's colour); `lookOf` answers the default look for a group it does not know.
 */
export function divisionLooks(settings: Record<string, unknown> | undefined, divisions: readonly LookDivision[]) {
  const looks = new Map<DivisionGroup, DivisionLook>([
    [BPH, { name: 'BPH', color: leadershipColor(settings), logo: null }],
    [OTHER_GROUP, DEFAULT_LOOK],
  ]);
  for (const d of ledDivisions(divisions)) looks.set(d.name, divisionLook(settings, d));
  return { lookOf: (group: DivisionGroup): DivisionLook => looks.get(group) ?? DEFAULT_LOOK };
}
