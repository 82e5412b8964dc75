import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItemType, ListPage, ManagedLibraryItem } from '@hmti/contract';

export const libraryManageKey = ['library', 'manage'] as const;

export interface LibraryManageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
}

/** GET /api/library/manage?page=&pageSize=&q=&type=: one page of own items (library.view) or everyone's (library.view_others). */
export function getLibraryManage({ page, pageSize, q, type }: LibraryManageParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (type) search.set('type', type);
  return api.get<ListPage<ManagedLibraryItem>>(`/api/library/manage?${search}`, { signal });
}

/** Never stale: refetched on every mount and window focus; the previous page stays shown while the next loads. */
export const libraryManageQueryOptions = (params: LibraryManageParams) =>
  queryOptions({
    queryKey: [...libraryManageKey, params],
    queryFn: ({ signal }) => getLibraryManage(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export const useLibraryManage = (params: LibraryManageParams, enabled: boolean) =>
  useQuery({ ...libraryManageQueryOptions(params), enabled });
