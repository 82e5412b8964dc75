import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notificationsSeenSchema as seenSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';

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
