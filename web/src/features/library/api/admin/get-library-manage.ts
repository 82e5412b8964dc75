import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItemType, ListPage, ManagedLibraryItem } from '@hmti/contract';

interface LibraryManageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
}

/**
 * GET /api/library/manage?page=&pageSize=&q=&type=: one page of own items (library.view) or everyone's (library.view_others).
 * Never stale: refetched on every mount and window focus; the previous page stays shown while the next loads.
 */
export const useLibraryManage = (params: LibraryManageParams, enabled: boolean) =>
  useQuery({
    queryKey: ['library', 'manage', params],
    queryFn: ({ signal }) => {
      const { page, pageSize, q, type } = params;
      const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q?.trim()) search.set('q', q.trim());
      if (type) search.set('type', type);
      return api.get<ListPage<ManagedLibraryItem>>(`/api/library/manage?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    enabled,
  });
