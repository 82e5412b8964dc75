import { useMemo } from 'react';
import { useSiteSettings } from '@/lib/site-settings';
import { divisionLooks } from '../lib/division-appearance';

/** The groups' names, colours and logos as the content editor saved them. */
export function useDivisionLooks() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  return useMemo(() => divisionLooks(settings), [settings]);
}
