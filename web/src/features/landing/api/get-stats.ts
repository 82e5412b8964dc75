import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { STATS_REFETCH_MS, STATS_STALE_MS } from '../lib/constants';

/** GET /api/stats; any failure surfaces as 'Failed to fetch stats' (the tiles then show a neutral dash). */
export async function fetchStats(): Promise<SiteStats> {
  try {
    return await api.get<SiteStats>('/api/stats');
  } catch {
    throw new Error('Failed to fetch stats');
  }
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: fetchStats,
    refetchInterval: STATS_REFETCH_MS,
    staleTime: STATS_STALE_MS,
  });

export const useStats = () => useQuery(statsQueryOptions());
