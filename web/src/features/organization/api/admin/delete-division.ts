import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { ORGANIZATION_QUERIES } from './query-keys';

/** DELETE /api/divisions/{id} — divisions.delete; refused (409) while members or users still belong to it. */
export const useDeleteDivision = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/divisions/${positiveId(id, 'division')}`),
    // The division's entries leave the per-division settings with it.
    meta: { invalidates: [...ORGANIZATION_QUERIES, ['settings']] },
  });
