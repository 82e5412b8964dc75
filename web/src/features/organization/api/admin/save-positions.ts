import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, savePositionsSchema, type PositionOrder } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positionsQueryOptions } from '../get-positions';
import { ORGANIZATION_QUERIES } from './query-keys';

/** POST /api/organization/positions: the period's whole list, renumbered 1..n, checked as the server checks it. */
export function useSavePositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof savePositionsSchema>) =>
      api.post<PositionOrder[]>('/api/organization/positions', inputOf(savePositionsSchema, input)),
    // The saved list is shown at once (no flash of the old order while the refetch runs).
    onSuccess: (saved, input) => queryClient.setQueryData(positionsQueryOptions(input.period).queryKey, saved),
    meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true },
  });
}
