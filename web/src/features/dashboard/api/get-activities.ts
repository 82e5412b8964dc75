import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Activity {
  _id: number;
  type: string;
  action: string;
  title: string;
  description: string | null;
  entityId: string | null;
  entityTitle: string | null;
  userName: string | null;
  userRole: string | null;
  timestamp: string;
}

/**
 * GET /api/dashboard/activities?limit=n, newest first, with TanStack Query's own options (a disabled query is not
 * polled). A failure is logged and read as an empty list.
 */
export const useActivities = ({
  limit,
  ...options
}: { limit: number } & Pick<UseQueryOptions<Activity[]>, 'enabled' | 'refetchInterval' | 'staleTime'>) =>
  useQuery({
    queryKey: ['dashboard', 'activities', limit],
    queryFn: async (): Promise<Activity[]> => {
      try {
        const data = await api.get<Activity[]>(`/api/dashboard/activities?limit=${limit}`);
        return Array.isArray(data) ? data : [];
      } catch (error) {
        console.error('Failed to fetch activities:', error);
        return [];
      }
    },
    ...options,
  });
