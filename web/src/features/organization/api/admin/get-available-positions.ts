import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/divisions/available-positions: position names no division claims yet. */
export const useAvailablePositions = () =>
  useQuery({
    queryKey: ['organization', 'divisions', 'available-positions'],
    queryFn: ({ signal }) => api.get<string[]>('/api/divisions/available-positions', { signal }),
    staleTime: 0,
  });
