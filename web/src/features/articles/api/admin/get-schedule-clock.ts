import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The site's time zone and its current wall time ('2026-12-01T09:00'), for the schedule field. */
interface ScheduleClock {
  timeZone: string;
  now: string;
  nowLocal: string;
}

/** GET /api/articles/schedule-clock */
export const useScheduleClock = () =>
  useQuery({
    queryKey: ['articles', 'schedule-clock'],
    queryFn: ({ signal }) => api.get<ScheduleClock>('/api/articles/schedule-clock', { signal }),
    staleTime: 60_000,
  });
