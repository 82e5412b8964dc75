import { queryOptions } from '@tanstack/react-query';
import type { SiteStats } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** GET /api/stats (until it answers, or when it fails, the tiles show a neutral dash). */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: () => api.get<SiteStats>('/api/stats'),
    refetchInterval: 30_000,
    staleTime: 60_000,
  });
