import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const availablePositionsKey = ['organization', 'divisions', 'available-positions'] as const;

/** GET /api/divisions/available-positions: position names no division claims yet. */
export const getAvailablePositions = (signal?: AbortSignal) =>
  api.get<string[]>('/api/divisions/available-positions', { signal });

export const availablePositionsQueryOptions = () =>
  queryOptions({
    queryKey: availablePositionsKey,
    queryFn: ({ signal }) => getAvailablePositions(signal),
    staleTime: 0,
  });

export const useAvailablePositions = () => useQuery(availablePositionsQueryOptions());
