import { useMemo } from 'react';
import { sortMembersByPositions } from '@hmti/contract';
import { useMembers } from '../api/get-members';
import { usePositions } from '../api/get-positions';
import { divisionFilterOptions } from '../lib/division-group';
import { filterMembers } from '../lib/member-filter';
import { ALL_DIVISIONS } from '../lib/structure-texts';
import { useDivisions } from './use-division-looks';

/** A period's members in position order, its division groups, the group in effect and the members the filters pass. */
export function usePeriodMembers(period: string | null, chosenDivision: string, search = '') {
  const allDivisions = useDivisions();
  const membersQuery = useMembers(period);
  const positionsQuery = usePositions(period);
  const sorted = useMemo(
    () => sortMembersByPositions(membersQuery.data ?? [], positionsQuery.data ?? []),
    [membersQuery.data, positionsQuery.data],
  );
  const divisions = divisionFilterOptions(sorted, allDivisions, chosenDivision);
  // A division removed while it was chosen: the filter lets everyone through again.
  const division = divisions.includes(chosenDivision) ? chosenDivision : ALL_DIVISIONS;
  const visible = useMemo(
    () => filterMembers(sorted, search, division, allDivisions),
    [sorted, search, division, allDivisions],
  );
  return { membersQuery, positionsQuery, allDivisions, sorted, divisions, division, visible };
}
