import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgMember, PositionOrder } from '@hmti/contract';
import { api, ApiError } from '@/lib/api-client';
import { sortPeriodsNewestFirst } from '../lib/sort-periods';
import { DEFAULT_PERIOD } from '../lib/structure-texts';

/** GET /api/organization/periods, newest first by start year. */
export const periodsQueryOptions = () =>
  queryOptions({
    queryKey: ['organization', 'periods'],
    queryFn: async () => sortPeriodsNewestFirst((await api.get<string[] | null>('/api/organization/periods')) ?? []),
  });

export const usePeriods = () => useQuery(periodsQueryOptions());

/** GET /api/organization/members?period=…; a non-OK answer is raised as 'HTTP {status}: {statusText}'. */
async function getMembers(period: string): Promise<OrgMember[]> {
  try {
    return (await api.get<OrgMember[] | null>(`/api/organization/members?period=${encodeURIComponent(period)}`)) ?? [];
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP ${error.status}: ${error.statusText}`, { cause: error });
    throw error;
  }
}

export const membersQueryOptions = (period: string | null | undefined) => {
  const chosen = period || DEFAULT_PERIOD;
  return queryOptions({ queryKey: ['organization', 'members', chosen], queryFn: () => getMembers(chosen) });
};

export const useMembers = (period: string | null | undefined) => useQuery(membersQueryOptions(period));

/** GET /api/organization/positions/{period}: the period's positions with their 1-based order; asked once one is chosen. */
export const positionsQueryOptions = (period: string | null | undefined) =>
  queryOptions({
    queryKey: ['organization', 'positions', period ?? ''],
    queryFn: async () =>
      (await api.get<PositionOrder[] | null>(`/api/organization/positions/${encodeURIComponent(period as string)}`)) ??
      [],
    enabled: Boolean(period),
  });

export const usePositions = (period: string | null | undefined) => useQuery(positionsQueryOptions(period));
