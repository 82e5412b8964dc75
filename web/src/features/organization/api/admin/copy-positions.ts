import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { PositionOrder } from '../../types';
import { positionsQueryOptions } from '../get-positions';
import { invalidateOrganizationQueries } from './invalidate-organization';
import { periodSchema } from './period-schema';

export const SAME_PERIOD = 'Choose a different target period.';

export const copyPositionsSchema = z
  .object({ sourcePeriod: periodSchema, targetPeriod: periodSchema })
  .refine((v) => v.sourcePeriod !== v.targetPeriod, { message: SAME_PERIOD, path: ['targetPeriod'] });

export type CopyPositionsInput = z.input<typeof copyPositionsSchema>;

/** POST /api/organization/positions/copy — replaces the target period's positions with the source's. */
export const copyPositions = (input: CopyPositionsInput) =>
  api.post<PositionOrder[]>('/api/organization/positions/copy', copyPositionsSchema.parse(input));

export function useCopyPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPositions,
    onSuccess: (copied, input) => {
      queryClient.setQueryData(positionsQueryOptions(input.targetPeriod).queryKey, copied);
      return invalidateOrganizationQueries(queryClient);
    },
  });
}
