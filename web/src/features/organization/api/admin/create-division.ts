import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterDivisionSaved, type Division } from './get-divisions';
import { ORGANIZATION_QUERIES } from './query-keys';
import { inputOf, newDivisionSchema, type NewDivisionInput } from '@hmti/contract';

/** POST /api/divisions { name, displayName, description, positions, color } — divisions.create; 409 on a taken name. */
export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewDivisionInput) => api.post<Division>('/api/divisions', inputOf(newDivisionSchema, input)),
    onSuccess: (saved) => afterDivisionSaved(queryClient, saved),
    meta: { invalidates: ORGANIZATION_QUERIES },
  });
}
