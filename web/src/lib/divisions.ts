import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledDivisions, type PublicDivision } from '@hmti/contract';
import { api } from './api-client';

/** Under ['organization'], so every organisation change (a division added or removed) refreshes it. */
const divisionListKey = ['organization', 'divisions', 'public'] as const;

/** GET /api/organization/divisions: every division in the order they are kept; anyone may read it. */
const getDivisionList = async (signal?: AbortSignal) =>
  (await api.get<PublicDivision[] | null>('/api/organization/divisions', { signal })) ?? [];

export const divisionListQueryOptions = () =>
  queryOptions({ queryKey: divisionListKey, queryFn: ({ signal }) => getDivisionList(signal), staleTime: 60_000 });

/** The divisions as the division content type holds them (the dashboard's Divisions tab and the admin panel edit it). */
export const useDivisionList = () => useQuery(divisionListQueryOptions());

export interface DivisionOption {
  value: string;
  label: string;
}
const ledOptions = (list: PublicDivision[]): DivisionOption[] =>
  ledDivisions(list).map((d) => ({ value: d.name, label: d.displayName }));

/** The divisions a head leads (every division but the leadership's) as key and label, in their order. */
export const useLedDivisions = () => useQuery({ ...divisionListQueryOptions(), select: ledOptions });
