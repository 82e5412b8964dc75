import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, savePositionsSchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { PositionOrder } from '../../types';
import { positionsQueryOptions } from '../get-positions';
import { ORGANIZATION_QUERIES } from './query-keys';

/** The period, its positions in order and (optionally) the names as loaded, checked as the server checks them. */
export type SavePositionsInput = z.input<typeof savePositionsSchema>;

/** POST /api/organization/positions — saves the period's whole list, renumbered 1..n. */
export const savePositions = (input: SavePositionsInput) =>
  api.post<PositionOrder[]>('/api/organization/positions', inputOf(savePositionsSchema, input));

export function useSavePositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePositions,
    // The saved list is shown at once (no flash of the old order while the refetch runs).
    onSuccess: (saved, input) => queryClient.setQueryData(positionsQueryOptions(input.period).queryKey, saved),
    meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true },
  });
}
