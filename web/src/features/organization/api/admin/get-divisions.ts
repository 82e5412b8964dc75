import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicDivision } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** A division as GET /api/divisions lists it: the public fields with its id, description and version. */
export interface Division extends PublicDivision {
  id: number;
  description: string;
  /** Its version: an edit sends it back as `basedOn`. */
  updatedAt?: string;
}

const divisionsKey = ['organization', 'divisions', 'list'] as const;

/** GET /api/divisions. */
export const useDivisions = () =>
  useQuery({ queryKey: divisionsKey, queryFn: ({ signal }) => api.get<Division[]>('/api/divisions', { signal }) });

/** A saved division goes into the cached list from the save's answer: shown at once, and kept if the refetch fails. */
export const afterDivisionSaved = (queryClient: QueryClient, saved: Division) =>
  queryClient.setQueryData<Division[]>(
    divisionsKey,
    (list) =>
      list &&
      (list.some((d) => d.id === saved.id) ? list.map((d) => (d.id === saved.id ? saved : d)) : [...list, saved]),
  );
