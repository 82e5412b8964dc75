import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/articles/schedule-clock: the site's time zone and wall time now ('2026-12-01T09:00'), for the schedule. */
export const useScheduleClock = () =>
  useQuery({
    queryKey: ['articles', 'schedule-clock'],
    queryFn: ({ signal }) =>
      api.get<{ timeZone: string; nowLocal: string }>('/api/articles/schedule-clock', { signal }),
    staleTime: 60_000,
  });
