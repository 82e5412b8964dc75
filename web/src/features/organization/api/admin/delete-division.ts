import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assertDivisionId } from './division-input';
import { invalidateOrganizationQueries } from './invalidate-organization';

/** DELETE /api/divisions/{id} — divisions.delete; refused (409) while members or users still belong to it. */
export const deleteDivision = (id: number) =>
  api.delete<{ success: boolean }>(`/api/divisions/${assertDivisionId(id)}`);

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivision,
    // The division's entries leave the per-division settings with it.
    onSuccess: () =>
      Promise.all([
        invalidateOrganizationQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}
