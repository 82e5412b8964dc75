import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateLibraryQueries } from './invalidate-library';
import { assertItemId } from './library-item-input';

/** DELETE /api/library/{id}. */
export const deleteLibraryItem = (id: number) => api.delete<{ success: boolean }>(`/api/library/${assertItemId(id)}`);

export function useDeleteLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLibraryItem, onSuccess: () => invalidateLibraryQueries(queryClient) });
}
