import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedLibraryItem } from '@hmti/contract';
import { LIBRARY_QUERIES } from './query-keys';
import { toLibraryFormData, type LibraryItemInput } from './library-item-input';

/** POST /api/library (multipart library form). */
export const createLibraryItem = (input: LibraryItemInput) =>
  api.post<ManagedLibraryItem>('/api/library', toLibraryFormData(input));

export const useCreateLibraryItem = () =>
  useMutation({ mutationFn: createLibraryItem, meta: { invalidates: LIBRARY_QUERIES } });
