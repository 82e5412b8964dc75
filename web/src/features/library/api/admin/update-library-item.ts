import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedLibraryItem } from '@hmti/contract';
import { invalidateLibraryQueries } from './invalidate-library';
import { assertItemId, toLibraryFormData, type LibraryItemInput } from './library-item-input';

/** PUT /api/library/{id} (multipart library form). */
export const updateLibraryItem = ({ id, input }: { id: number; input: LibraryItemInput }) =>
  api.put<ManagedLibraryItem>(`/api/library/${assertItemId(id)}`, toLibraryFormData(input));

export function useUpdateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLibraryItem, onSuccess: () => invalidateLibraryQueries(queryClient) });
}
