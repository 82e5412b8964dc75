import { queryOptions } from '@tanstack/react-query';
import type { SiteStats } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { STATS_REFETCH_MS, STATS_STALE_MS } from '../lib/constants';

/** GET /api/stats (until it answers, or when it fails, the tiles show a neutral dash). */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: () => api.get<SiteStats>('/api/stats'),
    refetchInterval: STATS_REFETCH_MS,
    staleTime: STATS_STALE_MS,
  });
