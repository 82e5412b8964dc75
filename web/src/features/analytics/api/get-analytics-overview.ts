import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview, AnalyticsRange } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** GET /api/analytics/overview?days= (needs dashboard.analytics): page views of the last 7, 30 or 90 days. */
export const useAnalyticsOverview = (days: AnalyticsRange) =>
  useQuery({
    queryKey: ['analytics', 'overview', days],
    queryFn: () => api.get<AnalyticsOverview>(`/api/analytics/overview?days=${days}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
