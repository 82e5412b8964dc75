import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { POSITION_DUPLICATE, POSITION_REQUIRED } from '../../lib/admin/position-list';
import type { PositionOrder } from '../../types';
import { positionsQueryOptions } from '../get-positions';
import { invalidateOrganizationQueries } from './invalidate-organization';
import { periodSchema } from './period-schema';

export const savePositionsSchema = z.object({
  period: periodSchema,
  positions: z
    .array(z.object({ name: z.string().trim().min(1, POSITION_REQUIRED).max(200), order: z.number().int().min(1) }))
    .refine((list) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length, POSITION_DUPLICATE),
  /** The names in the order they were loaded: the server refuses (409) when the list changed meanwhile. */
  basedOn: z.array(z.string()).optional(),
});

export type SavePositionsInput = z.input<typeof savePositionsSchema>;

/** POST /api/organization/positions — saves the period's whole list, renumbered 1..n. */
export const savePositions = (input: SavePositionsInput) =>
  api.post<PositionOrder[]>('/api/organization/positions', savePositionsSchema.parse(input));

export function useSavePositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePositions,
    // The saved list is shown at once (no flash of the old order while the refetch runs).
    onSuccess: (saved, input) => queryClient.setQueryData(positionsQueryOptions(input.period).queryKey, saved),
    onSettled: () => invalidateOrganizationQueries(queryClient),
  });
}
