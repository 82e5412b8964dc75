import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { STATS_REFETCH_MS, STATS_RETRIES, STATS_RETRY_DELAY_MS, STATS_STALE_MS } from '../lib/constants';

export type { DashboardStats };

/** GET /api/dashboard/stats (needs dashboard.stats). Failures are logged and surface as the query's error. */
export async function fetchDashboardStats(): Promise<DashboardStats> {
  try {
    return await api.get<DashboardStats>('/api/dashboard/stats');
  } catch (error) {
    console.error('Failed to fetch dashboard stats:', error);
    throw error;
  }
}

export const useDashboardStats = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: fetchDashboardStats,
    enabled,
    refetchInterval: enabled ? STATS_REFETCH_MS : false,
    staleTime: STATS_STALE_MS,
    retry: STATS_RETRIES,
    retryDelay: STATS_RETRY_DELAY_MS,
  });
