import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { afterDivisionSaved, type Division } from './get-divisions';
import { ORGANIZATION_QUERIES } from './query-keys';
import { divisionUpdateSchema, inputOf, type DivisionUpdateInput } from '@hmti/contract';

/** PUT /api/divisions/{id} { displayName, description, positions, color, logo } — divisions.edit. */
export function useUpdateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DivisionUpdateInput }) =>
      api.put<Division>(`/api/divisions/${positiveId(id, 'division')}`, inputOf(divisionUpdateSchema, input)),
    onSuccess: (saved) => afterDivisionSaved(queryClient, saved),
    meta: { invalidates: ORGANIZATION_QUERIES, evenOnError: true },
  });
}
