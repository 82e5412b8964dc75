import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/stats (needs dashboard.stats). Failures are logged and surface as the query's error. */
export const useDashboardStats = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: async () => {
      try {
        return await api.get<DashboardStats>('/api/dashboard/stats');
      } catch (error) {
        console.error('Failed to fetch dashboard stats:', error);
        throw error;
      }
    },
    enabled,
    refetchInterval: 10_000,
    staleTime: 5000,
    retry: 3,
    retryDelay: 2000,
  });
