import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PositionOrder } from '@hmti/contract';

/** GET /api/organization/positions/{period}: the period's positions with their 1-based order. */
const getPositions = async (period: string) =>
  (await api.get<PositionOrder[] | null>(`/api/organization/positions/${encodeURIComponent(period)}`)) ?? [];

/** Only asked once a period is chosen. */
export const positionsQueryOptions = (period: string | null | undefined) =>
  queryOptions({
    queryKey: ['organization', 'positions', period ?? ''],
    queryFn: () => getPositions(period as string),
    enabled: Boolean(period),
  });

export const usePositions = (period: string | null | undefined) => useQuery(positionsQueryOptions(period));
