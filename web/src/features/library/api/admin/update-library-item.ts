import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedLibraryItem } from '@hmti/contract';
import { LIBRARY_QUERIES } from './query-keys';
import { assertItemId, toLibraryFormData, type LibraryItemInput } from './library-item-input';

/** PUT /api/library/{id} (multipart library form). */
export const updateLibraryItem = ({ id, input }: { id: number; input: LibraryItemInput }) =>
  api.put<ManagedLibraryItem>(`/api/library/${assertItemId(id)}`, toLibraryFormData(input));

export const useUpdateLibraryItem = () =>
  useMutation({ mutationFn: updateLibraryItem, meta: { invalidates: LIBRARY_QUERIES, evenOnError: true } });
