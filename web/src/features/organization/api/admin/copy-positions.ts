import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { copyPositionsSchema, inputOf, type PositionOrder } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positionsQueryOptions } from '../get-positions';
import { ORGANIZATION_QUERIES } from './query-keys';

/** POST /api/organization/positions/copy — replaces the target period's positions with the source's. */
export function useCopyPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof copyPositionsSchema>) =>
      api.post<PositionOrder[]>('/api/organization/positions/copy', inputOf(copyPositionsSchema, input)),
    onSuccess: (copied, input) => queryClient.setQueryData(positionsQueryOptions(input.targetPeriod).queryKey, copied),
    meta: { invalidates: ORGANIZATION_QUERIES },
  });
}
