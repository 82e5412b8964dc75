import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListPage, ManagedLibraryItem } from '@hmti/contract';
import { librarySearch, type LibraryPageParams } from '../get-library';

/** GET /api/library/manage?…: one page of own items (library.view) or everyone's (library.view_others). */
export const useLibraryManage = (params: Omit<LibraryPageParams, 'titleOnly'>, enabled: boolean) =>
  useQuery({
    queryKey: ['library', 'manage', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<ManagedLibraryItem>>(`/api/library/manage?${librarySearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    enabled,
  });
