import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListPage, ManagedLibraryItem } from '@hmti/contract';
import { librarySearch, type LibraryPageParams } from '../get-library';

/**
 * GET /api/library/manage?page=&pageSize=&q=&type=: one page of own items (library.view) or everyone's (library.view_others).
 * Never stale: refetched on every mount and window focus; the previous page stays shown while the next loads.
 */
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
