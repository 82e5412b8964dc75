import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Division {
  _id: number;
  id: number;
  /** lowercase_underscored key */
  name: string;
  displayName: string;
  description: string;
  positions: string[];
  /** #RRGGBB */
  color: string;
  logo: string;
}

export const divisionsKey = ['organization', 'divisions', 'list'] as const;

/** GET /api/divisions. */
export const getDivisions = (signal?: AbortSignal) => api.get<Division[]>('/api/divisions', { signal });

export const divisionsQueryOptions = () =>
  queryOptions({ queryKey: divisionsKey, queryFn: ({ signal }) => getDivisions(signal) });

export const useDivisions = () => useQuery(divisionsQueryOptions());
