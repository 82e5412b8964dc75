import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedLibraryItem } from '@hmti/contract';
import { invalidateLibraryQueries } from './invalidate-library';
import { toLibraryFormData, type LibraryItemInput } from './library-item-input';

/** POST /api/library (multipart library form). */
export const createLibraryItem = (input: LibraryItemInput) =>
  api.post<ManagedLibraryItem>('/api/library', toLibraryFormData(input));

export function useCreateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLibraryItem, onSuccess: () => invalidateLibraryQueries(queryClient) });
}
