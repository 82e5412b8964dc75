import { useMemo } from 'react';
import { divisionLook, leadershipColor, ledDivisions, type DivisionLook, type PublicDivision } from '@hmti/contract';
import { useDivisionList } from '@/lib/divisions';
import { useSiteSettings } from '@/lib/site-settings';
import { BPH, divisionGroupOf, OTHER_GROUP, type DivisionGroup } from '../lib/division-group';

const NONE: PublicDivision[] = [];
const DEFAULT_LOOK: DivisionLook = { name: OTHER_GROUP, color: null, logo: null };

/** The divisions as the division content type holds them (none until they have loaded). */
export function useDivisions(): PublicDivision[] {
  return useDivisionList().data ?? NONE;
}

/** Each group's name, colour and logo as the editor saved them (BPH in the leadership's colour), by group or post. */
export function useDivisionLooks() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  const divisions = useDivisions();
  return useMemo(() => {
    const looks = new Map<DivisionGroup, DivisionLook>([
      [BPH, { name: 'BPH', color: leadershipColor(settings), logo: null }],
      [OTHER_GROUP, DEFAULT_LOOK],
    ]);
    for (const d of ledDivisions(divisions)) looks.set(d.name, divisionLook(settings, d));
    const lookOf = (group: DivisionGroup): DivisionLook => looks.get(group) ?? DEFAULT_LOOK;
    return {
      lookOf,
      lookOfPosition: (position: string | null | undefined) => lookOf(divisionGroupOf(position, divisions)),
    };
  }, [settings, divisions]);
}
