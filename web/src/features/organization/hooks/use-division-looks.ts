import { useMemo } from 'react';
import type { PublicDivision } from '@hmti/contract';
import { useDivisionList } from '@/lib/divisions';
import { useSiteSettings } from '@/lib/site-settings';
import { divisionLooks } from '../lib/division-appearance';
import { divisionGroupOf } from '../lib/division-group';

const NONE: PublicDivision[] = [];

/** The divisions as the division content type holds them (none until they have loaded). */
export function useDivisions(): PublicDivision[] {
  return useDivisionList().data ?? NONE;
}

/** The groups' names, colours and logos as the content editor saved them, and the group of a position. */
export function useDivisionLooks() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  const divisions = useDivisions();
  return useMemo(() => {
    const { lookOf } = divisionLooks(settings, divisions);
    return {
      lookOf,
      /** The look of the group a position belongs to. */
      lookOfPosition: (position: string | null | undefined) => lookOf(divisionGroupOf(position, divisions)),
    };
  }, [settings, divisions]);
}
