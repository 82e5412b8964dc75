import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { ManagedLibraryItem } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { toLibraryFormData, type LibraryItemInput } from './library-item-input';

/** What any library change makes stale: the management and public lists, the landing's gallery, counts, dashboard. */
const LIBRARY_QUERIES: QueryKey[] = [['library'], ['landing', 'gallery'], ['stats'], ['dashboard']];

const itemPath = (id: number) => `/api/library/${positiveId(id, 'item')}`;

/** POST /api/library (multipart library form). */
export const useCreateLibraryItem = () =>
  useMutation({
    mutationFn: (input: LibraryItemInput) => api.post<ManagedLibraryItem>('/api/library', toLibraryFormData(input)),
    meta: { invalidates: LIBRARY_QUERIES },
  });

/** PUT /api/library/{id} (multipart library form). */
export const useUpdateLibraryItem = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number; input: LibraryItemInput }) =>
      api.put<ManagedLibraryItem>(itemPath(id), toLibraryFormData(input)),
    meta: { invalidates: LIBRARY_QUERIES, evenOnError: true },
  });

/** DELETE /api/library/{id}. */
export const useDeleteLibraryItem = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(itemPath(id)),
    meta: { invalidates: LIBRARY_QUERIES },
  });
