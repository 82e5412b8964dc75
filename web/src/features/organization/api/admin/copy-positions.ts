import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { copyPositionsSchema, inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { PositionOrder } from '../../types';
import { positionsQueryOptions } from '../get-positions';
import { ORGANIZATION_QUERIES } from './query-keys';

export type CopyPositionsInput = z.input<typeof copyPositionsSchema>;

/** POST /api/organization/positions/copy — replaces the target period's positions with the source's. */
export const copyPositions = (input: CopyPositionsInput) =>
  api.post<PositionOrder[]>('/api/organization/positions/copy', inputOf(copyPositionsSchema, input));

export function useCopyPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPositions,
    onSuccess: (copied, input) => queryClient.setQueryData(positionsQueryOptions(input.targetPeriod).queryKey, copied),
    meta: { invalidates: ORGANIZATION_QUERIES },
  });
}
