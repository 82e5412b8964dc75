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
 * polled). A failed poll keeps the list already shown; a list that never loaded is an error for its panel to show.
 */
export const useActivities = ({
  limit,
  ...options
}: { limit: number } & Pick<UseQueryOptions<Activity[]>, 'enabled' | 'refetchInterval' | 'staleTime'>) =>
  useQuery({
    queryKey: ['dashboard', 'activities', limit],
    queryFn: () => api.get<Activity[]>(`/api/dashboard/activities?limit=${limit}`),
    ...options,
  });
