import { useQuery } from '@tanstack/react-query';
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

/** TanStack Query's own options besides the limit (a disabled query is not polled). */
interface ActivitiesQuery {
  limit: number;
  enabled: boolean;
  refetchInterval?: number;
  staleTime?: number;
}

/** GET /api/dashboard/activities?limit=n, newest first. A failure is logged and read as an empty list. */
export const useActivities = ({ limit, ...options }: ActivitiesQuery) =>
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
