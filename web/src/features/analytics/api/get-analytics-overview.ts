import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export interface AnalyticsDay {
  date: string;
  views: number;
  visitors: number;
}

export interface AnalyticsOverview {
  range: AnalyticsRange;
  timeZone: string;
  totals: { views: number; visitors: number };
  series: AnalyticsDay[];
  topArticles: Array<{ id: number; slug: string; title: string; views: number }>;
  referrers: Array<{ host: string; views: number }>;
  devices: Array<{ device: string; views: number; visitors: number }>;
}

/** GET /api/analytics/overview?days= (needs dashboard.analytics): page views of the last 7, 30 or 90 days. */
export const useAnalyticsOverview = (days: AnalyticsRange) =>
  useQuery({
    queryKey: ['analytics', 'overview', days],
    queryFn: () => api.get<AnalyticsOverview>(`/api/analytics/overview?days=${days}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
