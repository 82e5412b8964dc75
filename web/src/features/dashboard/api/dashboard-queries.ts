import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { notificationsSeenSchema as seenSchema, type DashboardStats } from '@hmti/contract';
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

type Seen = z.infer<typeof seenSchema>;

const seenKey = ['dashboard', 'notifications', 'seen'] as const;

/** GET /api/dashboard/notifications/seen: the id of the newest activity this user has seen in the bell. */
const fetchNotificationsSeen = async (signal?: AbortSignal): Promise<Seen> =>
  seenSchema.parse(await api.get<Seen>('/api/dashboard/notifications/seen', { signal }));

export const useNotificationsSeen = (enabled: boolean) =>
  useQuery({ queryKey: seenKey, queryFn: ({ signal }) => fetchNotificationsSeen(signal), enabled });

/** PUT /api/dashboard/notifications/seen { lastSeenId }: the server keeps the mark per user (forward only). */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastSeenId: number) =>
      api.put<Seen>('/api/dashboard/notifications/seen', seenSchema.parse({ lastSeenId })),
    onMutate: (lastSeenId) => queryClient.setQueryData<Seen>(seenKey, { lastSeenId }),
    onSuccess: (seen) => queryClient.setQueryData<Seen>(seenKey, seenSchema.parse(seen)),
  });
}
