import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItem, LibraryItemType, ListPage } from '@hmti/contract';

export interface LibraryPageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
  /** Match q against titles only (the landing section's search). */
  titleOnly?: boolean;
}

/** GET /api/library?page=&pageSize=&q=&type=: one page, with its paging meta. */
export function getLibraryPage({ page, pageSize, q, type, titleOnly }: LibraryPageParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (q?.trim() && titleOnly) search.set('searchIn', 'title');
  if (type) search.set('type', type);
  return api.get<ListPage<LibraryItem>>(`/api/library?${search}`, { signal });
}

export const libraryPageQueryOptions = (params: LibraryPageParams) =>
  queryOptions({
    queryKey: ['library', 'page', params],
    queryFn: ({ signal }) => getLibraryPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const useLibraryPage = (params: LibraryPageParams) => useQuery(libraryPageQueryOptions(params));
