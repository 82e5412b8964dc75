import { divisionGroupOf, type GroupDivision } from './division-group';
import { ALL_DIVISIONS } from './structure-texts';
import type { OrgMember } from '@hmti/contract';

/** Members whose name or position contains the search text and whose position falls into the division group. */
export function filterMembers<T extends Pick<OrgMember, 'name' | 'position'>>(
  members: readonly T[],
  search: string,
  division: string,
  divisions: readonly GroupDivision[],
): T[] {
  const query = search.trim().toLowerCase();
  return members.filter(
    (m) =>
      (division === ALL_DIVISIONS || divisionGroupOf(m.position, divisions) === division) &&
      (!query || m.name.toLowerCase().includes(query) || m.position.toLowerCase().includes(query)),
  );
}
