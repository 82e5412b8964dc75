import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIBRARY_QUERIES } from './query-keys';
import { assertItemId } from './library-item-input';

/** DELETE /api/library/{id}. */
export const deleteLibraryItem = (id: number) => api.delete<{ success: boolean }>(`/api/library/${assertItemId(id)}`);

export const useDeleteLibraryItem = () =>
  useMutation({ mutationFn: deleteLibraryItem, meta: { invalidates: LIBRARY_QUERIES } });
